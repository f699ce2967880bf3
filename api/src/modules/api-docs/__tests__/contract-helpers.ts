import { execFileSync } from 'node:child_process';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openApiPath } from '../openapi-document';

type Json = Record<string, unknown>;

/** `$ref`s to components/schemas replaced by the schema (the shapes are not recursive). */
function deref(node: unknown, schemas: Record<string, unknown>): unknown {
  if (Array.isArray(node)) return node.map((item) => deref(item, schemas));
  if (typeof node !== 'object' || node === null) return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string') return deref(schemas[ref.replace('#/components/schemas/', '')], schemas);
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, deref(value, schemas)]));
}

/** The JSON schema the document declares for `key`'s answer of `status` (or the shared error body). */
export function declaredSchema(doc: Json, key: string, status: number | 'error'): Json {
  const [method, pattern] = key.split(' ') as [string, string];
  const components = doc.components as { schemas: Record<string, unknown>; responses: Record<string, Json> };
  const operation = (doc.paths as Record<string, Record<string, Json>>)[openApiPath(pattern)]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${key} is not in the document`);
  const response = status === 'error' ? components.responses.Error : (operation.responses as Record<string, Json>)[String(status)];
  const schema = (response?.content as Record<string, Json> | undefined)?.['application/json']?.schema;
  if (!schema) throw new Error(`${key} declares no JSON answer for ${status}`);
  return deref(schema, components.schemas) as Json;
}

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) with its formats (date-time, email, uri) checked. */
export function contractValidator() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return (schema: Json, body: unknown) => {
    const validate = ajv.compile(schema);
    return validate(body) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
  };
}

/**
 * @apidevtools/swagger-parser checks the document against the OpenAPI 3.1 schema and resolves every
 * $ref. It loads an ES module (json-schema-ref-parser) that Jest's CommonJS runtime cannot, so it
 * runs in a plain Node process; the answer is null when valid, else the parser's message.
 */
export function swaggerParserVerdict(doc: unknown): string | null {
  const parser = require.resolve('@apidevtools/swagger-parser');
  const script = `
    let input = '';
    process.stdin.on('data', (chunk) => (input += chunk));
    process.stdin.on('end', () => require(process.argv[1]).validate(JSON.parse(input)).then(
      () => process.stdout.write('valid'),
      (error) => process.stdout.write(String(error.message)),
    ));`;
  const verdict = execFileSync(process.execPath, ['-e', script, parser], { input: JSON.stringify(doc), encoding: 'utf8' });
  return verdict === 'valid' ? null : verdict;
}
