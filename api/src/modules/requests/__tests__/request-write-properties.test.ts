import fc from 'fast-check';
import { captcha, createKit, FORM, insertRequest, PDF, PNG, type Kit } from './request-test-kit';

let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

/** Invariants after any call: every request has its history, every stored file is owned by a row. */
async function assertConsistent(): Promise<void> {
  const orphans = await kit.db('requests').whereNotExists(kit.db('request_history').whereRaw('request_history.request_id = requests.id')).count({ n: '*' }).first();
  expect(Number(orphans!.n)).toBe(0);
  const owned = new Set<string>([
    ...(await kit.db('requests').whereNotNull('attachmentPath').select('attachmentPath')).map((r) => r.attachmentPath as string),
    ...(await kit.db('request_uploads').select('storageKey')).map((r) => r.storageKey as string),
  ]);
  for (const file of kit.uploadsOnDisk()) expect(owned.has(file)).toBe(true);
}

const jsonValue = fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 }));
const formKeys = [...Object.keys(FORM), 'captchaToken', 'captchaAnswer', 'voterIdNumber', 'email', 'vidhanSabha', 'title', 'status', 'attachmentUrl', '__proto__', 'constructor'];
const body = fc.dictionary(fc.oneof(fc.constantFrom(...formKeys), fc.string({ maxLength: 10 })), jsonValue, { maxKeys: 12 });
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 200 }).map((a) => Buffer.from(a)),
  fc.uint8Array({ maxLength: 50 }).map((a) => Buffer.concat([PNG, Buffer.from(a)])),
  fc.uint8Array({ maxLength: 50 }).map((a) => Buffer.concat([PDF.subarray(0, 5), Buffer.from(a)])),
);
const fileName = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('../../x.pdf', 'a.png', 'शिकायत.jpg', '', '.', 'C:\\a\\b.pdf', 'a\r\nb.pdf', '%2e%2e/x.png'));

describe('write routes under arbitrary input', () => {
  it('POST /api/requests (JSON): never a 5xx, never a partial row', async () => {
    const client = kit.personas.anonymous.client;
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (random, withCaptcha) => {
        const payload = withCaptcha ? { ...FORM, ...random, ...(await captcha(client)) } : random;
        const res = await client.post('/api/requests', payload);
        expect(res.status).toBeLessThan(500);
        expect([201, 400, 422]).toContain(res.status);
      }),
      { numRuns: 60 },
    );
    await assertConsistent();
  });

  it('POST /api/requests (multipart) and POST /api/upload: never a 5xx, never a stray file', async () => {
    const client = kit.personas.citizenA.client;
    await fc.assert(
      fc.asyncProperty(fileBytes, fileName, fc.boolean(), fc.boolean(), async (bytes, name, validForm, toUpload) => {
        let res;
        if (toUpload) {
          res = await client.agent.post('/api/upload').set('x-csrf-token', client.csrf!).attach('file', bytes, { filename: name || 'x', contentType: 'image/png' });
        } else {
          const fields = validForm ? { ...FORM, ...(await captcha(client)) } : { name: 'x' };
          const req = client.agent.post('/api/requests').set('x-csrf-token', client.csrf!);
          for (const [k, v] of Object.entries(fields)) req.field(k, v);
          res = await req.attach('attachment', bytes, { filename: name || 'x', contentType: 'application/pdf' });
        }
        expect(res.status).toBeLessThan(500);
        await assertConsistent();
      }),
      { numRuns: 40 },
    );
  });

  it('PATCH and admin actions: never a 5xx, status and history move together', async () => {
    const id = await insertRequest(kit.db, { submitterId: kit.personas.citizenA.user!.id });
    const actionBody = fc.oneof(
      body,
      fc.record({
        action: fc.oneof(fc.constantFrom('approve_forward', 'reject', 'complete', 'assign'), fc.string()),
        remarks: fc.option(fc.string({ maxLength: 20 })),
        assignedTo: fc.option(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }))),
        level: fc.option(fc.integer({ min: -2, max: 5 })),
      }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('staff', 'ministerStaff', 'admin', 'citizenA', 'anonymous') as fc.Arbitrary<'staff'>,
        fc.constantFrom('patch', 'approve', 'reject'),
        actionBody,
        fc.oneof(fc.constant(String(id)), fc.string({ maxLength: 12 }).map(encodeURIComponent)),
        async (who, route, payload, target) => {
          const before = await kit.db('request_history').where({ requestId: id }).count({ n: '*' }).first();
          const res =
            route === 'patch'
              ? await kit.personas[who].client.send('patch', `/api/requests/${target}`, payload)
              : await kit.personas[who].client.post(`/api/admin/requests/${target}/${route}`, payload);
          expect(res.status).toBeLessThan(500);
          const after = await kit.db('request_history').where({ requestId: id }).count({ n: '*' }).first();
          expect(Number(after!.n) - Number(before!.n)).toBe(res.status === 200 && target === String(id) ? 1 : 0);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('GET /api/requests with arbitrary query strings: never a 5xx', async () => {
    const key = fc.constantFrom('userId', 'citizenId', 'assignedTo', 'status', 'category', 'q', 'limit', 'cursor', 'x');
    await fc.assert(
      fc.asyncProperty(fc.dictionary(key, fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)), { maxKeys: 5 }), async (query) => {
        const res = await kit.personas.staff.client.get(`/api/requests?${new URLSearchParams(query).toString()}`);
        expect([200, 400]).toContain(res.status);
      }),
      { numRuns: 60 },
    );
  });
});
