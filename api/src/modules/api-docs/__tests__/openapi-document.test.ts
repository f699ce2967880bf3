import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { createTestApp, TestClient, type TestApp } from '../../../../test/support/test-app';
import { policyTable } from '../../../policy/policy-table';
import { openApiPath } from '../openapi-document';
import { routeDescriptions } from '../route-descriptions';
import { swaggerParserVerdict } from './contract-helpers';

let t: TestApp;
let doc: Record<string, unknown>;

beforeAll(async () => {
  t = createTestApp();
  const res = await new TestClient(t.app).get('/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.body;
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, { operationId: string; security: unknown[]; 'x-access': unknown }>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, every $ref resolving', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(swaggerParserVerdict(doc)).toBeNull();
  });

  // swagger-parser does not look inside 3.1 schemas ($dynamicRef), nor check path templates.
  it('has only valid JSON Schema 2020-12 schemas', () => {
    const ajv = new Ajv2020({ strict: false, validateSchema: true });
    addFormats(ajv);
    const components = (doc.components as { schemas: Record<string, object> }).schemas;
    for (const [name, schema] of Object.entries(components)) ajv.addSchema(schema, `#/components/schemas/${name}`);
    const invalid: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if (key === 'schema' && typeof value === 'object' && !ajv.validateSchema(value as object)) invalid.push(`${where}: ${ajv.errorsText(ajv.errors)}`);
        else visit(value, `${where}/${key}`);
      }
    };
    visit(doc.paths, '');
    for (const [name, schema] of Object.entries(components)) if (!ajv.validateSchema(schema)) invalid.push(`${name}: ${ajv.errorsText(ajv.errors)}`);
    expect(invalid).toEqual([]);
  });

  it('declares each path template parameter, in the path, required', () => {
    const undeclared: string[] = [];
    for (const { path, method, operation } of operations()) {
      const declared = ((operation as { parameters?: Array<{ name: string; in: string; required: boolean }> }).parameters ?? []).filter((p) => p.in === 'path' && p.required);
      for (const [, name] of path.matchAll(/\{([A-Za-z]+)\}/g)) if (!declared.some((p) => p.name === name)) undeclared.push(`${method} ${path} ${name}`);
    }
    expect(undeclared).toEqual([]);
  });

  it('has one operation per described route, Open311 included, and nothing else', () => {
    const listed = operations().map(({ path, method }) => `${method.toUpperCase()} ${path}`).sort();
    const expected = Object.keys(routeDescriptions)
      .map((key) => `${key.split(' ')[0]} ${openApiPath(key.split(' ')[1]!)}`)
      .sort();
    expect(listed).toEqual(expected);
    expect(listed).toContain('POST /open311/v2/requests.{format}');
  });

  it('gives every operation a unique operationId', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("carries each route's access from the policy table, and asks a session of every role-bound route", () => {
    for (const { path, method, operation } of operations()) {
      const key = `${method.toUpperCase()} ${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`;
      const access = policyTable[key]!.access;
      expect({ key, access: operation['x-access'] }).toEqual({ key, access });
      const needsSession = !['public', 'api-key'].includes(access as string);
      expect({ key, session: JSON.stringify(operation.security).includes('session') }).toEqual({ key, session: needsSession });
    }
  });

  it('takes no query: an unknown key answers 400 naming it', async () => {
    for (const path of ['/api/openapi.json', '/api/docs']) {
      const res = await new TestClient(t.app).get(`${path}?v=1`);
      expect({ path, status: res.status, field: res.body.field }).toEqual({ path, status: 400, field: 'v' });
    }
  });
});
