import { createKit, type Kit } from '../../requests/__tests__/request-test-kit';

let kit: Kit;

beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

describe('GET /api/response-templates', () => {
  it('lists active templates with their placeholders for staff, in both languages', async () => {
    const [hidden] = await kit.db('message_templates')
      .insert({ type: 'sms', category: 'zz-hidden', title: 'Retired', content: 'Old text', isActive: false })
      .returning('id');
    const res = await kit.personas.staff.client.get('/api/response-templates');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), title: expect.any(String), content: expect.any(String), contentHi: expect.anything() }),
    );
    expect(res.body.some((t: { content: string }) => t.content.includes('{{requestId}}'))).toBe(true);
    expect(res.body.map((t: { id: number }) => t.id)).not.toContain(hidden.id);
  });

  it('leaves out the notification templates of workflow events, which already wrap the remark', async () => {
    const eventIds = (await kit.db('message_templates').whereNotNull('event').select('id')).map((row: { id: number }) => row.id);
    expect(eventIds.length).toBeGreaterThan(0);
    const res = await kit.personas.official.client.get('/api/response-templates');
    expect(res.body.map((t: { id: number }) => t.id).filter((id: number) => eventIds.includes(id))).toEqual([]);
  });

  it('is open to officials and admins, refused to citizens (403) and anonymous callers (401)', async () => {
    expect((await kit.personas.official.client.get('/api/response-templates')).status).toBe(200);
    expect((await kit.personas.admin.client.get('/api/response-templates')).status).toBe(200);
    expect((await kit.personas.citizenA.client.get('/api/response-templates')).status).toBe(403);
    expect((await kit.personas.anonymous.client.get('/api/response-templates')).status).toBe(401);
  });
});
