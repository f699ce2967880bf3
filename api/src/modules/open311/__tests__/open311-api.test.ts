import { XMLParser, XMLValidator } from 'fast-xml-parser';
import request from 'supertest';
import { createKit, userId, type Kit } from '../../requests/__tests__/request-test-kit';

/**
 * GeoReport v2 (wiki.open311.org/GeoReport_v2) as a client sees it: each of the specification's
 * example requests, in JSON and in XML (parsed by a real XML parser), with our codes in place of
 * the examples' (jurisdiction `citizen-connect`, a type code, a district code).
 */
let kit: Kit;
let apiKey: string;
let keyId: number;
const raw = () => request(kit.app.callback());
const xml = new XMLParser({ parseTagValue: false, isArray: (name) => ['service', 'request', 'error', 'endpoint', 'format', 'attribute', 'value'].includes(name) });
const parseXml = (text: string) => {
  expect(XMLValidator.validate(text)).toBe(true);
  expect(text.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  return xml.parse(text);
};

const PHONE = '9812345678';
const EMAIL = 'asha.verma@example.org';
const STREET = '12 Station Road, Raisen';
/** The specification's POST example, our codes in place of its. */
const createBody = (overrides: Record<string, string> = {}) => ({
  api_key: apiKey,
  jurisdiction_id: 'citizen-connect',
  service_code: 'water-supply',
  lat: '23.33',
  long: '77.78',
  address_string: STREET,
  email: EMAIL,
  device_id: 'tt222111',
  account_id: '123456',
  first_name: 'Asha',
  last_name: 'Verma',
  phone: PHONE,
  description: 'The hand pump near the school is broken.',
  media_url: 'https://example.org/pump.jpg',
  'attribute[district]': 'raisen',
  'attribute[vidhan_sabha]': 'raisen:bhojpur',
  // The reporter agreed to publication (docs/open311.md, "Privacy"), so the GET tests can read what
  // they filed; what is not published: publication/__tests__/publication-api.test.ts.
  'attribute[show_publicly]': 'yes',
  ...overrides,
});
const post = (format: 'json' | 'xml', body: Record<string, string>) => raw().post(`/open311/v2/requests.${format}`).type('form').send(body);

beforeAll(async () => {
  kit = await createKit();
  const issued = await kit.personas.admin.client.post('/api/admin/open311-keys', { name: `Test client ${process.pid}` });
  expect(issued.status).toBe(201);
  apiKey = issued.body.key;
  keyId = issued.body.id;
});
afterAll(() => kit.close());

describe('discovery', () => {
  it('GET discovery.json names this endpoint, its formats and where keys come from', async () => {
    const res = await raw().get('/open311/v2/discovery.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body.endpoints).toEqual([
      expect.objectContaining({ specification: 'http://wiki.open311.org/GeoReport_v2', type: 'production', formats: ['application/json', 'text/xml'] }),
    ]);
    expect(res.body.endpoints[0].url).toMatch(/\/open311\/v2$/);
    expect(res.body.changeset).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
  });

  it('GET discovery.xml is the same document in XML', async () => {
    const res = await raw().get('/open311/v2/discovery.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    const doc = parseXml(res.text).discovery;
    expect(doc.endpoints.endpoint[0].specification).toBe('http://wiki.open311.org/GeoReport_v2');
    expect(doc.endpoints.endpoint[0].formats.format).toEqual(['application/json', 'text/xml']);
  });
});

describe('GET services', () => {
  it('services.json?jurisdiction_id= lists the active request types with metadata', async () => {
    const res = await raw().get('/open311/v2/services.json?jurisdiction_id=citizen-connect');
    expect(res.status).toBe(200);
    const water = res.body.find((s: { service_code: string }) => s.service_code === 'water-supply');
    expect(water).toEqual(expect.objectContaining({ service_code: 'water-supply', metadata: true, type: 'realtime' }));
    // group = the type's department, service_name = its English name (docs/open311.md, "Mapping").
    const seeded = await kit.db('request_types').where({ name: 'water-supply' }).first('displayName', 'displayNameHi', 'department');
    expect(seeded.department).toBeTruthy();
    expect([water.group, water.service_name]).toEqual([seeded.department, seeded.displayName]);
    expect(water.service_name).not.toBe(seeded.displayNameHi);
    const inactive = await kit.db('request_types').where({ isActive: false }).pluck('name');
    for (const name of inactive) expect(res.body.map((s: { service_code: string }) => s.service_code)).not.toContain(name);
  });

  it('services.xml is <services><service> with the same codes', async () => {
    const json = await raw().get('/open311/v2/services.json');
    const res = await raw().get('/open311/v2/services.xml?jurisdiction_id=citizen-connect');
    expect(res.status).toBe(200);
    const services = parseXml(res.text).services.service;
    expect(services.map((s: { service_code: string }) => s.service_code)).toEqual(json.body.map((s: { service_code: string }) => s.service_code));
    expect(services[0].metadata).toBe('true');
  });

  it('an unknown jurisdiction answers 404 in the standard error format', async () => {
    const res = await raw().get('/open311/v2/services.xml?jurisdiction_id=city.gov');
    expect(res.status).toBe(404);
    expect(parseXml(res.text).errors.error[0]).toEqual({ code: '404', description: 'jurisdiction_id: Unknown jurisdiction_id' });
  });
});

describe('GET service definition', () => {
  it('services/{code}.json has the district and Vidhan Sabha attributes as optional lists of our locations', async () => {
    const res = await raw().get('/open311/v2/services/water-supply.json?jurisdiction_id=citizen-connect');
    expect(res.status).toBe(200);
    expect(res.body.service_code).toBe('water-supply');
    const [district, vidhanSabha] = res.body.attributes;
    // Neither is required: POST files a request without either (the district then named in address_string).
    expect(district).toEqual(expect.objectContaining({ code: 'district', datatype: 'singlevaluelist', required: false, variable: true, order: 1 }));
    expect(district.values).toContainEqual({ key: 'raisen', name: expect.any(String) });
    expect(vidhanSabha).toEqual(expect.objectContaining({ code: 'vidhan_sabha', datatype: 'singlevaluelist', required: false, order: 2 }));
    expect(vidhanSabha.values.map((v: { key: string }) => v.key)).toContain('raisen:bhojpur');
    const districts = await kit.db('locations').where({ type: 'district', isActive: true }).pluck('code');
    expect(district.values.map((v: { key: string }) => v.key).sort()).toEqual([...districts].sort());
    // The reporter's opt-in to publication: optional, no unless sent.
    expect(res.body.attributes[2]).toEqual(expect.objectContaining({ code: 'show_publicly', datatype: 'singlevaluelist', required: false, order: 3, values: [{ key: 'no', name: 'No' }, { key: 'yes', name: 'Yes' }] }));
  });

  it('services/{code}.xml is <service_definition><attributes><attribute><values><value>', async () => {
    const res = await raw().get('/open311/v2/services/water-supply.xml?jurisdiction_id=citizen-connect');
    expect(res.status).toBe(200);
    const definition = parseXml(res.text).service_definition;
    expect(definition.service_code).toBe('water-supply');
    expect(definition.attributes.attribute.map((a: { code: string }) => a.code)).toEqual(['district', 'vidhan_sabha', 'show_publicly']);
    expect(definition.attributes.attribute.map((a: { required: string }) => a.required)).toEqual(['false', 'false', 'false']);
    expect(definition.attributes.attribute[0].value ?? definition.attributes.attribute[0].values.value).toContainEqual({ key: 'raisen', name: expect.any(String) });
  });

  it('an unknown service code answers 404, JSON and XML', async () => {
    const json = await raw().get('/open311/v2/services/no-such-type.json');
    expect(json.status).toBe(404);
    expect(json.body).toEqual([{ code: 404, description: 'Unknown service_code' }]);
    const asXml = await raw().get('/open311/v2/services/no-such-type.xml');
    expect(parseXml(asXml.text).errors.error).toEqual([{ code: '404', description: 'Unknown service_code' }]);
  });
});

describe('POST requests', () => {
  it('requests.json files a request in our workflow: [{service_request_id, service_notice}]', async () => {
    const res = await post('json', createBody());
    expect(res.status).toBe(201);
    expect(res.body).toEqual([{ service_request_id: expect.stringMatching(/^CC-\d{4}-\d{6}$/), service_notice: expect.stringMatching(/^Received; a response is expected by .*\+05:30$/), account_id: null }]);
    const row = await kit.db('requests').where({ requestId: res.body[0].service_request_id }).first();
    expect(row).toMatchObject({
      status: 'pending', requestType: 'water-supply', district: 'raisen', vidhansabha: 'bhojpur', block: 'bhojpur', name: 'Asha Verma', phone: PHONE, email: EMAIL,
      address: STREET, submitterId: null, submitterType: 'open311', open311KeyId: keyId, escalationLevel: 0, showPublicly: true,
    });
    expect(row.description).toBe('The hand pump near the school is broken.\n\nMedia: https://example.org/pump.jpg');
    expect(row.dueAt).not.toBeNull();
    // The same "received" notification as any other intake.
    const queued = await kit.db('notification_outbox').where({ requestId: row.id }).orderBy('channel').select('channel', 'recipient');
    expect(queued).toEqual([{ channel: 'email', recipient: EMAIL }, { channel: 'sms', recipient: PHONE }]);
    const history = await kit.db('request_history').where({ requestId: row.id });
    expect(history).toEqual([expect.objectContaining({ action: 'submitted', toStatus: 'pending', userRole: 'open311' })]);
    const key = await kit.db('open311_keys').where({ id: keyId }).first();
    expect(key.lastUsedAt).not.toBeNull();
  });

  it('XML escapes what a client sends: markup in a description comes back as the same text', async () => {
    const description = 'Pump <b>broken</b> & "leaking" since <monday>';
    const created = await post('json', createBody({ description, media_url: '' }));
    const res = await raw().get(`/open311/v2/requests/${created.body[0].service_request_id}.xml`);
    expect(res.text).not.toContain('<b>');
    expect(new XMLParser({ parseTagValue: false, isArray: (name) => name === 'request' }).parse(res.text).service_requests.request[0].description).toBe(description);
  });

  it('requests.xml with every field of the specification example files it and answers <service_requests><request>', async () => {
    const res = await post('xml', createBody());
    expect(res.status).toBe(201);
    expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
    const [created] = parseXml(res.text).service_requests.request;
    expect(created).toEqual({ service_request_id: expect.stringMatching(/^CC-\d{4}-\d{6}$/), service_notice: expect.stringMatching(/^Received; a response is expected by /), account_id: '' });
    expect(await kit.db('requests').where({ requestId: created.service_request_id }).first('district', 'vidhansabha', 'phone')).toEqual({ district: 'raisen', vidhansabha: 'bhojpur', phone: PHONE });
  });

  it('requests.xml answers <service_requests><request>; a district named in address_string is enough', async () => {
    const body = createBody({ address_string: 'Near the bus stand, Vidisha' });
    delete (body as Record<string, string>)['attribute[district]'];
    delete (body as Record<string, string>)['attribute[vidhan_sabha]'];
    const res = await post('xml', body);
    expect(res.status).toBe(201);
    const [created] = parseXml(res.text).service_requests.request;
    expect(created.service_request_id).toMatch(/^CC-/);
    expect((await kit.db('requests').where({ requestId: created.service_request_id }).first()).district).toBe('vidisha');
  });

  it('files a request without the optional vidhan_sabha attribute, as the definition says, storing none', async () => {
    const body = createBody();
    delete (body as Record<string, string>)['attribute[vidhan_sabha]'];
    const res = await post('json', body);
    expect(res.status).toBe(201);
    expect(await kit.db('requests').where({ requestId: res.body[0].service_request_id }).first('district', 'vidhansabha', 'block')).toEqual({ district: 'raisen', vidhansabha: null, block: null });
  });

  it('a missing, wrong or revoked api_key answers 403 and files nothing', async () => {
    const before = await kit.db('requests').where({ submitterType: 'open311' }).count({ n: '*' }).first();
    const noKey = createBody();
    delete (noKey as Record<string, string>).api_key;
    expect((await post('json', noKey)).body).toEqual([{ code: 403, description: 'api_key: Invalid api_key received: the request was not filed' }]);
    const wrong = await post('xml', createBody({ api_key: 'not-a-key' }));
    expect(wrong.status).toBe(403);
    expect(parseXml(wrong.text).errors.error[0].code).toBe('403');
    const issued = await kit.personas.admin.client.post('/api/admin/open311-keys', { name: 'Short-lived' });
    expect((await kit.personas.admin.client.send('delete', `/api/admin/open311-keys/${issued.body.id}`)).status).toBe(200);
    expect((await post('json', createBody({ api_key: issued.body.key }))).status).toBe(403);
    expect(await kit.db('requests').where({ submitterType: 'open311' }).count({ n: '*' }).first()).toEqual(before);
  });

  it('refuses what the standard does not define, a NUL byte, a bad phone/e-mail/description or location with 400', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [createBody({ favourite_colour: 'blue' }), 'favourite_colour'],
      [createBody({ 'attribute[ward]': '4' }), 'attribute.ward'],
      [createBody({ description: 'broken\u0000pump' }), 'description'],
      [createBody({ email: 'not-an-email' }), 'email'],
      [createBody({ phone: '' }), 'phone'],
      [createBody({ description: 'x'.repeat(4001) }), 'description'],
      [createBody({ service_code: 'no-such-type' }), 'service_code'],
      [createBody({ 'attribute[district]': 'atlantis' }), 'attribute[district]'],
      [createBody({ 'attribute[vidhan_sabha]': 'vidisha:basoda' }), 'attribute[vidhan_sabha]'],
    ];
    for (const [body, field] of cases) {
      const res = await post('json', body);
      expect([res.status, res.body[0].code]).toEqual([400, 400]);
      expect(res.body[0].description.startsWith(`${field}: `)).toBe(true);
    }
    const nowhere = createBody({ address_string: 'Somewhere else' });
    delete (nowhere as Record<string, string>)['attribute[district]'];
    delete (nowhere as Record<string, string>)['attribute[vidhan_sabha]'];
    expect((await post('json', nowhere)).body[0].description).toBe('address_string: A location is required: attribute[district] or an address_string naming a district');
    const asJson = await raw().post('/open311/v2/requests.json').send(createBody());
    expect(asJson.status).toBe(400);
    expect(asJson.body).toEqual([{ code: 400, description: 'Send the request as application/x-www-form-urlencoded' }]);
  });

  it('needs no CSRF token and reads no session cookie: the api_key is the credential', async () => {
    const admin = kit.personas.admin.client;
    const res = await admin.agent.post('/open311/v2/requests.json').type('form').send(createBody());
    expect(res.status).toBe(201);
    const row = await kit.db('requests').where({ requestId: res.body[0].service_request_id }).first();
    // Filed by the client, not by the admin whose session cookie rode along.
    expect([row.submitterId, row.submitterType]).toEqual([null, 'open311']);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('GET requests', () => {
  let filed: string;
  let staffNotes: string;
  beforeAll(async () => {
    filed = (await post('json', createBody({ service_code: 'infrastructure' }))).body[0].service_request_id;
    const id = (await kit.db('requests').where({ requestId: filed }).first('id')).id as number;
    const officialId = await userId(kit.db, 'official');
    const res = await kit.personas.staff.client.send('patch', `/api/requests/${id}`, { action: 'approve_forward', assignedTo: officialId, remarks: `Forwarded to the block office ${process.pid}` });
    expect(res.status).toBe(200);
    // status_notes is the one remark staff chose to publish (never the response to the citizen).
    staffNotes = `Pump parts ordered ${process.pid}`;
    await kit.db('requests').where({ id }).update({ publicNote: staffNotes });
  });

  it('requests/{id}.json maps status, notes, agency, times; and carries no personal data', async () => {
    const res = await raw().get(`/open311/v2/requests/${filed}.json?jurisdiction_id=citizen-connect`);
    expect(res.status).toBe(200);
    const [one] = res.body;
    expect(one).toEqual(expect.objectContaining({
      service_request_id: filed, status: 'open', status_notes: staffNotes, service_code: 'infrastructure', address: expect.any(String),
      requested_datetime: expect.stringMatching(/\+05:30$/), updated_datetime: expect.stringMatching(/\+05:30$/), expected_datetime: expect.stringMatching(/\+05:30$/),
    }));
    // The agency is the assigned level: the role of the user it was forwarded to (never the person).
    const row = await kit.db('requests as r').join('users as u', 'u.id', 'r.assignedTo').join('roles as ro', 'ro.name', 'u.role')
      .where('r.requestId', filed).first('ro.displayName as agency', 'r.dueAt');
    expect(row.agency).toBeTruthy();
    expect(one.agency_responsible).toBe(row.agency);
    // expected_datetime is the SLA due time: the same instant (to the second the format carries), with the offset.
    expect(one.expected_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+05:30$/);
    expect(Date.parse(one.expected_datetime)).toBe(Math.floor(new Date(row.dueAt).getTime() / 1000) * 1000);
    const text = JSON.stringify(res.body);
    for (const secret of ['Asha', 'Verma', PHONE, EMAIL, 'Station Road', 'tt222111', 'Vijay Patel']) expect(text).not.toContain(secret);
  });

  it('before any forward the agency is the type\'s department', async () => {
    const fresh = (await post('json', createBody({ service_code: 'water-supply' }))).body[0].service_request_id;
    const row = await kit.db('requests as r').join('request_types as t', 't.name', 'r.requestType').where('r.requestId', fresh).first('r.assignedTo', 't.department', 't.displayName', 'r.dueAt');
    expect(row.assignedTo).toBeNull();
    const [one] = (await raw().get(`/open311/v2/requests/${fresh}.json`)).body;
    expect([one.agency_responsible, one.service_name]).toEqual([row.department, row.displayName]);
    expect(Date.parse(one.expected_datetime)).toBe(Math.floor(new Date(row.dueAt).getTime() / 1000) * 1000);
  });

  it('requests/{id}.xml is the same request; an unknown id answers 404', async () => {
    const res = await raw().get(`/open311/v2/requests/${filed}.xml?jurisdiction_id=citizen-connect`);
    const [one] = parseXml(res.text).service_requests.request;
    expect([one.service_request_id, one.status, one.status_notes]).toEqual([filed, 'open', staffNotes]);
    expect(res.text).not.toContain(PHONE);
    const missing = await raw().get('/open311/v2/requests/CC-1999-000001.xml');
    expect(missing.status).toBe(404);
    expect(parseXml(missing.text).errors.error[0].code).toBe('404');
  });

  it('requests.json?start_date&end_date&status=open (the standard example) filters by window and status', async () => {
    const end = new Date(Date.now() + 60_000).toISOString();
    const start = new Date(Date.now() - 3_600_000).toISOString();
    const res = await raw().get(`/open311/v2/requests.json?start_date=${start}&end_date=${end}&status=open&jurisdiction_id=citizen-connect`);
    expect(res.status).toBe(200);
    expect(res.body.map((r: { service_request_id: string }) => r.service_request_id)).toContain(filed);
    expect(res.body.every((r: { status: string }) => r.status === 'open')).toBe(true);
    const closed = await raw().get(`/open311/v2/requests.json?start_date=${start}&end_date=${end}&status=closed`);
    expect(closed.body.map((r: { service_request_id: string }) => r.service_request_id)).not.toContain(filed);
    const asXml = await raw().get(`/open311/v2/requests.xml?start_date=${start}&end_date=${end}&status=open&jurisdiction_id=citizen-connect`);
    const requests = parseXml(asXml.text).service_requests.request as Array<{ service_request_id: string; status: string }>;
    expect(requests.map((r) => r.service_request_id)).toContain(filed);
    expect(requests.every((r) => r.status === 'open')).toBe(true);
    // The specification's own example window: nothing of ours is that old.
    const before = await raw().get('/open311/v2/requests.xml?start_date=2010-05-24T00:00:00Z&end_date=2010-06-24T00:00:00Z&status=open&jurisdiction_id=citizen-connect');
    expect(before.status).toBe(200);
    expect(parseXml(before.text).service_requests).toBe('');
    const beforeJson = await raw().get('/open311/v2/requests.json?start_date=2010-05-24T00:00:00Z&end_date=2010-06-24T00:00:00Z&status=open&jurisdiction_id=citizen-connect');
    expect([beforeJson.status, beforeJson.body]).toEqual([200, []]);
  });

  it('requests.xml?service_request_id=a,b overrides the other filters; service_code filters by type', async () => {
    const other = (await post('json', createBody())).body[0].service_request_id;
    const res = await raw().get(`/open311/v2/requests.xml?service_request_id=${filed},${other}&status=closed`);
    expect(res.status).toBe(200);
    expect(parseXml(res.text).service_requests.request.map((r: { service_request_id: string }) => r.service_request_id).sort()).toEqual([filed, other].sort());
    const byType = await raw().get('/open311/v2/requests.json?service_code=infrastructure');
    expect(byType.body.every((r: { service_code: string }) => r.service_code === 'infrastructure')).toBe(true);
    expect(byType.body.map((r: { service_request_id: string }) => r.service_request_id)).toContain(filed);
  });

  it('defaults to the last 90 days and pages with page/page_size (our extension), at most 1,000', async () => {
    const old = await post('json', createBody());
    await kit.db('requests').where({ requestId: old.body[0].service_request_id }).update({ submittedAt: new Date(Date.now() - 91 * 86_400_000) });
    const all = await raw().get('/open311/v2/requests.json');
    expect(all.body.map((r: { service_request_id: string }) => r.service_request_id)).not.toContain(old.body[0].service_request_id);
    // The list carries no personal data either (every request here was filed with some).
    for (const secret of [PHONE, EMAIL, 'Asha', 'Station Road']) expect(all.text).not.toContain(secret);
    const first = await raw().get('/open311/v2/requests.json?page_size=2&page=1');
    const second = await raw().get('/open311/v2/requests.json?page_size=2&page=2');
    expect(first.body).toHaveLength(2);
    expect(second.body[0].service_request_id).not.toBe(first.body[0].service_request_id);
    expect(first.body[0].requested_datetime >= first.body[1].requested_datetime).toBe(true);
    expect((await raw().get('/open311/v2/requests.json?page_size=1001')).status).toBe(400);
  });

  it('refuses unknown query keys, NUL bytes and bad values with 400; an unknown format or path with 404', async () => {
    for (const query of ['foo=bar', 'status=pending', 'start_date=yesterday', 'service_code=a%00b', 'page=0']) {
      const res = await raw().get(`/open311/v2/requests.json?${query}`);
      expect([query, res.status, res.body[0]?.code]).toEqual([query, 400, 400]);
    }
    const xmlRefusal = await raw().get('/open311/v2/requests.xml?foo=bar');
    expect(parseXml(xmlRefusal.text).errors.error[0]).toEqual({ code: '400', description: expect.stringMatching(/^foo: /) });
    expect((await raw().get('/open311/v2/requests.csv')).status).toBe(404);
    // A NUL byte in a path segment names nothing (and never reaches a query).
    for (const path of ['/open311/v2/requests/CC%00-2026-000001.json', '/open311/v2/services/water%00supply.xml', '/open311/v2/tokens/%00.json']) {
      const res = await raw().get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
    const unknown = await raw().get('/open311/v2/nothing-here.json');
    expect([unknown.status, unknown.body]).toEqual([404, [{ code: 404, description: 'Not found' }]]);
  });
});

describe('GET tokens', () => {
  // Every service is realtime, so no token is issued; a token id is read as the request code it names.
  let filed: string;
  beforeAll(async () => {
    filed = (await post('json', createBody())).body[0].service_request_id;
  });

  it('tokens/{token_id}.json?jurisdiction_id= answers [{service_request_id, token}]', async () => {
    const res = await raw().get(`/open311/v2/tokens/${filed}.json?jurisdiction_id=citizen-connect`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toEqual([{ service_request_id: filed, token: filed }]);
  });

  it('tokens/{token_id}.xml is <service_requests><request> with the id and the token', async () => {
    const res = await raw().get(`/open311/v2/tokens/${filed}.xml?jurisdiction_id=citizen-connect`);
    expect(res.status).toBe(200);
    expect(parseXml(res.text).service_requests.request).toEqual([{ service_request_id: filed, token: filed }]);
  });

  it('the specification example token (123456), an unknown code, a NUL byte or another jurisdiction answer 404', async () => {
    const example = await raw().get('/open311/v2/tokens/123456.xml?jurisdiction_id=citizen-connect');
    expect(example.status).toBe(404);
    expect(parseXml(example.text).errors.error).toEqual([{ code: '404', description: 'token: Unknown token' }]);
    for (const path of ['/open311/v2/tokens/123456.json', '/open311/v2/tokens/CC-1999-000001.json', '/open311/v2/tokens/CC%00-2026-000001.json', `/open311/v2/tokens/${filed}.json?jurisdiction_id=city.gov`]) {
      const res = await raw().get(path);
      expect([path, res.status, res.body[0]?.code]).toEqual([path, 404, 404]);
    }
    expect((await raw().get(`/open311/v2/tokens/${filed}.json?colour=red`)).status).toBe(400);
  });
});

describe('API keys (admin)', () => {
  it('issues a key shown once, lists it without the key, revokes it; every change audited', async () => {
    const admin = kit.personas.admin.client;
    const issued = await admin.post('/api/admin/open311-keys', { name: 'FixMyStreet bridge' });
    expect(issued.status).toBe(201);
    expect(issued.body).toEqual({ id: expect.any(Number), key: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    const stored = await kit.db('open311_keys').where({ id: issued.body.id }).first();
    expect(stored.keyHash).not.toBe(issued.body.key);
    expect(stored.keyHash).toMatch(/^[a-f0-9]{64}$/);

    const listed = await admin.get('/api/admin/open311-keys');
    expect(listed.body).toContainEqual({ id: issued.body.id, name: 'FixMyStreet bridge', createdAt: expect.any(String), lastUsedAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(issued.body.key);

    expect((await admin.send('delete', `/api/admin/open311-keys/${issued.body.id}`)).body).toMatchObject({ success: true, messageKey: 'open311KeyRevoked' });
    expect((await admin.get('/api/admin/open311-keys')).body.map((k: { id: number }) => k.id)).not.toContain(issued.body.id);
    expect((await admin.send('delete', `/api/admin/open311-keys/${issued.body.id}`)).status).toBe(404);

    const audit = await kit.db('admin_audit').where({ entity: 'open311-key', entityId: String(issued.body.id) }).orderBy('id');
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([['create', kit.personas.admin.user!.id], ['delete', kit.personas.admin.user!.id]]);
    expect(JSON.stringify(audit)).not.toContain(issued.body.key);
  });

  it('refuses a blank name or an unknown field; staff may not issue keys', async () => {
    const admin = kit.personas.admin.client;
    expect((await admin.post('/api/admin/open311-keys', { name: ' ' })).body.messageKey).toBe('open311KeyNameRequired');
    expect((await admin.post('/api/admin/open311-keys', { name: 'x', key: 'chosen' })).status).toBe(400);
    expect((await kit.personas.staff.client.post('/api/admin/open311-keys', { name: 'x' })).status).toBe(403);
  });
});
