import type { Knex } from 'knex';
import { HttpError } from '../../lib/http-error';
import { LocationRow } from '../admin-locations/location.model';
import { RequestType } from '../admin-request-types/request-type.model';
import { locationValue } from '../catalog/catalog.service';

/** GeoReport v2's names for our two location attributes (the service definition's `code`s). */
export const DISTRICT_ATTRIBUTE = 'district';
export const VIDHAN_SABHA_ATTRIBUTE = 'vidhan_sabha';
/** The reporter's opt-in to publication: `yes` publishes a request of a public type, anything else keeps it private. */
export const SHOW_PUBLICLY_ATTRIBUTE = 'show_publicly';

/** The one jurisdiction this server answers for; a client may send it or leave it out. */
export const JURISDICTION_ID = 'citizen-connect';

/** The date this server's Open311 surface last changed (the discovery's `changeset`). */
const CHANGESET = '2026-11-28T00:00:00+05:30';

/** GET discovery: this endpoint, its formats, where keys come from. */
export function discovery(baseUrl: string, contact: string | null) {
  return {
    changeset: CHANGESET,
    contact: contact ? `Write to ${contact}` : 'The office administrator',
    key_service: 'API keys are issued by the office administrator (admin console, settings tab)',
    endpoints: [
      {
        specification: 'http://wiki.open311.org/GeoReport_v2',
        url: `${baseUrl}/open311/v2`,
        changeset: CHANGESET,
        type: 'production',
        formats: ['application/json', 'text/xml'],
      },
    ],
  };
}

/** GET services: our active request types (English names, department as group). */
export async function listServices(db: Knex) {
  const types = await RequestType.query(db).where({ isActive: true }).orderBy('name').select('name', 'displayName', 'description', 'department');
  return types.map((type) => ({
    service_code: type.name,
    service_name: type.displayName,
    description: type.description ?? type.displayName,
    // Every service has a definition: the district and Vidhan Sabha attributes.
    metadata: true,
    type: 'realtime',
    keywords: null,
    group: type.department ?? null,
  }));
}

interface LocationOption {
  code: string;
  name: string;
  parentCode: string | null;
}

/** The active locations of one type, with their parent's code (a Vidhan Sabha's district). */
async function activeLocations(db: Knex, type: 'district' | 'constituency'): Promise<LocationOption[]> {
  // Not the `active` modifier: its column is unqualified, and the parent's join makes it ambiguous.
  return LocationRow.query(db)
    .alias('l')
    .leftJoinRelated('parent', { alias: 'p' })
    .where({ 'l.type': type, 'l.isActive': true })
    .orderBy('l.name')
    .select('l.code', 'l.name', 'p.code as parentCode')
    .castTo<LocationOption[]>();
}

const asValues = (options: LocationOption[]) => options.map((option) => ({ key: option.code, name: option.name }));

/** GET services/{code}: the service definition; 404 for a code that is not an active type. */
export async function serviceDefinition(db: Knex, code: string) {
  const type = await RequestType.query(db).where({ name: code, isActive: true }).select('name', 'visibility').first();
  if (!type) throw new HttpError(404, 'open311ServiceUnknown');
  const [districts, vidhanSabhas] = await Promise.all([activeLocations(db, 'district'), activeLocations(db, 'constituency')]);
  // `required` means a request cannot be filed without the value (GeoReport v2), and neither is:
  // the district may instead be named in address_string (resolveLocation) and the Vidhan Sabha is
  // optional, as on our own form. Declaring them required would misstate what POST accepts.
  return {
    service_code: type.name,
    attributes: [
      {
        variable: true,
        code: DISTRICT_ATTRIBUTE,
        datatype: 'singlevaluelist',
        required: false,
        datatype_description: 'The district of the request; may be left out only when address_string names the district',
        order: 1,
        description: 'District',
        values: asValues(districts),
      },
      {
        variable: true,
        code: VIDHAN_SABHA_ATTRIBUTE,
        datatype: 'singlevaluelist',
        required: false,
        datatype_description: 'A Vidhan Sabha (assembly constituency) of the chosen district, if known',
        order: 2,
        description: 'Vidhan Sabha',
        values: asValues(vidhanSabhas),
      },
      {
        // GeoReport v2 publishes every report; our citizens choose (docs/open311.md, "Privacy"), so
        // the client app must ask its reporter and send the answer. Left out, the request stays private.
        variable: true,
        code: SHOW_PUBLICLY_ATTRIBUTE,
        datatype: 'singlevaluelist',
        required: false,
        datatype_description:
          type.visibility === 'public'
            ? 'yes if the reporter agreed to show this request (type, description, status, district; never name, phone or address) in public reports and on this API; left out means no'
            : 'Requests of this service are never published, whatever is sent',
        order: 3,
        description: 'Show this on the public map and reports (without my name or phone)',
        values: [
          { key: 'no', name: 'No' },
          { key: 'yes', name: 'Yes' },
        ],
      },
    ],
  };
}

/** The district and Vidhan Sabha a POST names; null when the client named none we know. */
export async function resolveLocation(
  db: Knex,
  attribute: { district?: string; vidhan_sabha?: string },
  addressString: string | undefined,
): Promise<{ district: string; vidhanSabha: string | null }> {
  // The definition's keys are full location codes (`raisen:bhojpur`); the request stores what
  // our own form submits (`bhojpur`, catalog's locationValue), so both intakes read alike.
  const districts = await activeLocations(db, 'district');
  let district = attribute.district ? districts.find((option) => option.code === attribute.district) : undefined;
  if (attribute.district && !district) throw new HttpError(400, 'invalidValue', { field: `attribute[${DISTRICT_ATTRIBUTE}]` });
  if (!district && addressString) {
    // A district named by whole words of the address (its name or code), the first one found.
    const spaced = (text: string) => ` ${text.toLowerCase().replace(/[^\p{L}\p{N}-]+/gu, ' ')} `;
    const address = spaced(addressString);
    district = districts.find((option) => address.includes(spaced(option.code)) || address.includes(spaced(option.name)));
  }
  if (!district) throw new HttpError(400, 'open311LocationRequired', { field: 'address_string' });
  if (!attribute.vidhan_sabha) return { district: district.code, vidhanSabha: null };
  const vidhanSabhas = await activeLocations(db, 'constituency');
  const chosen = vidhanSabhas.find((option) => option.code === attribute.vidhan_sabha && option.parentCode === district.code);
  if (!chosen) throw new HttpError(400, 'invalidValue', { field: `attribute[${VIDHAN_SABHA_ATTRIBUTE}]` });
  return { district: district.code, vidhanSabha: locationValue(chosen.code) };
}
