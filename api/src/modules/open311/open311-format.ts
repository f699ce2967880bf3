import { XMLBuilder } from 'fast-xml-parser';
import { HttpError } from '../../lib/http-error';
import type { Ctx } from '../../types';

export type Open311Format = 'json' | 'xml';

/** The two formats of GeoReport v2; any other suffix is a path that does not exist. */
export function formatOf(ctx: Ctx): Open311Format {
  const format = (ctx as unknown as { params: { format?: string } }).params.format;
  if (format !== 'json' && format !== 'xml') throw new HttpError(404, 'notFound');
  return format;
}

/** The format a failed call answers in: its path's suffix, JSON when it has none we know. */
export const formatOfPath = (urlPath: string): Open311Format => (urlPath.endsWith('.xml') ? 'xml' : 'json');

/**
 * GeoReport v2's XML names each list's members: `<services><service>`, `<attributes><attribute>`.
 * A list in the JSON shape becomes its element holding one child per member under this name.
 */
const MEMBER_NAME: Record<string, string> = {
  services: 'service',
  service_requests: 'request',
  errors: 'error',
  endpoints: 'endpoint',
  formats: 'format',
  attributes: 'attribute',
  values: 'value',
};

function toXmlTree(value: unknown, name: string): unknown {
  if (Array.isArray(value)) {
    const member = MEMBER_NAME[name];
    if (!member) throw new Error(`Open311 XML has no member name for ${name}`);
    return { [member]: value.map((item) => toXmlTree(item, member)) };
  }
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, toXmlTree(inner, key)]));
  }
  return String(value);
}

const builder = new XMLBuilder({ format: false, suppressEmptyNode: false, processEntities: true });

/** One document: `<?xml?>` and the root element holding the JSON shape (lists named per MEMBER_NAME). */
export function toXml(root: string, value: unknown): string {
  return `<?xml version="1.0" encoding="utf-8"?>${builder.build({ [root]: toXmlTree(value, root) })}`;
}

/**
 * Answers in the caller's format. JSON is the value as it stands; XML wraps it in `root` (the
 * standard's element names: `discovery`, `services`, `service_definition`, `service_requests`).
 */
export function respond(ctx: Ctx, format: Open311Format, root: string, value: unknown, status = 200): void {
  ctx.status = status;
  if (format === 'xml') {
    ctx.type = 'text/xml; charset=utf-8';
    ctx.body = toXml(root, value);
  } else {
    ctx.type = 'application/json; charset=utf-8';
    ctx.body = JSON.stringify(value);
  }
}
