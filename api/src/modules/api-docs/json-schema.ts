import type { Schema } from '@cc/validation';
import parse from 'joi-to-json';

export type JsonSchema = Record<string, unknown>;

/** Shared response shapes: written once under components.schemas and referenced from each operation. */
const names = new WeakMap<Schema, string>();

export function named<T extends Schema>(name: string, schema: T): T {
  names.set(schema, name);
  return schema;
}

/** A joi reference (`Joi.ref('password')`) as joi-to-json leaves it: `{ ref: { path: [...] } }`. */
const isJoiRef = (value: unknown): boolean => typeof value === 'object' && value !== null && !Array.isArray(value) && 'ref' in value;

/**
 * joi-to-json's output made valid JSON Schema 2020-12, in place:
 * - a comparison with another field (`confirmPassword` equal to `password`, `closeHour` above
 *   `openHour`) has no JSON Schema form; joi-to-json writes the joi reference object as the value,
 *   which would demand that literal object. The keyword is dropped: the server still checks it.
 * - `Joi.alternatives().allow(null)` comes out as `anyOf` beside `type: 'null'`, which no value
 *   satisfies; null becomes one more alternative.
 */
function tidy(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(tidy);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const schema = node as JsonSchema;
  for (const [key, value] of Object.entries(schema)) {
    if (isJoiRef(value) || (Array.isArray(value) && value.some(isJoiRef))) delete schema[key];
  }
  if (Array.isArray(schema.anyOf) && schema.type === 'null') {
    schema.anyOf.push({ type: 'null' });
    delete schema.type;
  }
  Object.values(schema).forEach(tidy);
}

/** The schemas of a plain `Joi.alternatives().try(a, b)`. */
function alternativesOf(schema: Schema): Schema[] {
  if (schema.type !== 'alternatives') return [];
  const matches = (schema as unknown as { $_terms: { matches?: Array<{ schema?: Schema }> } }).$_terms.matches ?? [];
  return matches.every((match) => match.schema) ? matches.map((match) => match.schema!) : [];
}

/** The joi array's single item schema, when it has exactly one. */
function onlyItem(schema: Schema): Schema | undefined {
  if (schema.type !== 'array') return undefined;
  const items = (schema as unknown as { $_terms: { items?: Schema[] } }).$_terms.items ?? [];
  return items.length === 1 ? items[0] : undefined;
}

/** Converts the joi schemas of the route table to OpenAPI 3.1 schemas, collecting the named ones. */
export class SchemaConverter {
  readonly components: Record<string, JsonSchema> = {};
  private readonly sources = new Map<string, Schema>();

  convert(schema: Schema): JsonSchema {
    const name = names.get(schema);
    if (name) {
      const seen = this.sources.get(name);
      if (seen && seen !== schema) throw new Error(`Two response schemas are named ${name}`);
      if (!seen) {
        this.sources.set(name, schema);
        this.components[name] = this.plain(schema);
      }
      return { $ref: `#/components/schemas/${name}` };
    }
    const alternatives = alternativesOf(schema);
    if (alternatives.length > 0 && alternatives.every((alternative) => names.has(alternative))) return { anyOf: alternatives.map((alternative) => this.convert(alternative)) };
    const item = onlyItem(schema);
    if (item && names.has(item)) return { ...this.plain(schema), items: this.convert(item) };
    return this.plain(schema);
  }

  private plain(schema: Schema): JsonSchema {
    const converted = parse(schema as never, 'open-api-3.1') as JsonSchema;
    tidy(converted);
    return converted;
  }
}
