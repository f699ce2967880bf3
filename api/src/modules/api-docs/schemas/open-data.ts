import { Joi } from '@cc/validation';
import { named } from '../json-schema';
import { bool, int, list, maybeInt, maybeNumber, maybeText, shape, text, time } from './common';

/** Open government: the transparency figures (libs/types transparency.ts) and Open311 GeoReport v2 (docs/open311.md). */
const figureFields = {
  suppressed: bool().description('1-4 requests: every figure is null ("fewer than 5")'),
  received: maybeInt(),
  resolved: maybeInt(),
  rejected: maybeInt(),
  pending: maybeInt(),
  overdue: maybeInt(),
  medianResolutionHours: maybeNumber(),
  p90ResolutionHours: maybeNumber(),
  withinSlaShare: maybeNumber(),
};

export const transparencyFigures = named('TransparencyFigures', shape(figureFields));

const satisfactionFields = { suppressed: bool(), rated: maybeInt(), satisfied: maybeInt(), share: maybeNumber() };

export const transparencyReport = named(
  'TransparencyReport',
  shape({
    filters: shape({ district: maybeText(), type: maybeText(), months: maybeInt() }),
    summaryAsOf: time(),
    totals: transparencyFigures,
    byDistrict: list(shape({ ...figureFields, district: text() })),
    byType: list(shape({ ...figureFields, requestType: text() })),
    cells: list(shape({ ...figureFields, district: text(), requestType: text() })),
    trend: list(
      shape({ month: Joi.string().pattern(/^\d{4}-\d{2}$/), suppressed: bool(), received: maybeInt(), resolved: maybeInt(), medianResolutionHours: maybeNumber(), withinSlaShare: maybeNumber() }),
    ),
    satisfaction: shape({
      satisfiedMinRating: int(),
      totals: shape(satisfactionFields),
      byDistrict: list(shape({ ...satisfactionFields, district: text() })),
      byType: list(shape({ ...satisfactionFields, requestType: text() })),
    }),
  }),
);

/** GeoReport v2 times carry the office's offset (+05:30). */
const offsetTime = () => Joi.string().isoDate().allow(null);

export const open311Discovery = named(
  'Open311Discovery',
  shape({
    changeset: text(),
    contact: text(),
    key_service: text(),
    endpoints: list(shape({ specification: text(), url: text(), changeset: text(), type: text(), formats: list(text()) })),
  }),
);

export const open311Services = named(
  'Open311Services',
  list(shape({ service_code: text(), service_name: text(), description: text(), metadata: bool(), type: Joi.string().valid('realtime'), keywords: maybeText(), group: maybeText() })),
);

export const open311ServiceDefinition = named(
  'Open311ServiceDefinition',
  shape({
    service_code: text(),
    attributes: list(
      shape({
        variable: bool(),
        code: text(),
        datatype: text(),
        required: bool(),
        datatype_description: text(),
        order: int(),
        description: text(),
        values: list(shape({ key: text(), name: text() })),
      }),
    ),
  }),
);

/** One request as anyone may read it: no name, phone, e-mail, voter id or street address. */
export const open311Requests = named(
  'Open311Requests',
  list(
    shape({
      service_request_id: text(),
      status: Joi.string().valid('open', 'closed'),
      status_notes: maybeText(),
      service_name: text(),
      service_code: text(),
      description: text(),
      agency_responsible: maybeText(),
      service_notice: maybeText(),
      requested_datetime: offsetTime(),
      updated_datetime: offsetTime(),
      expected_datetime: offsetTime(),
      address: maybeText(),
      address_id: Joi.valid(null),
      zipcode: Joi.valid(null),
      lat: Joi.valid(null),
      long: Joi.valid(null),
      media_url: Joi.valid(null),
    }),
  ),
);

export const open311Created = named('Open311Created', list(shape({ service_request_id: text(), service_notice: text(), account_id: Joi.valid(null) })));
export const open311Tokens = named('Open311Tokens', list(shape({ service_request_id: text(), token: text() })));
