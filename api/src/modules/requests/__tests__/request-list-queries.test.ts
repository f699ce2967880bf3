import { createKit, insertRequest, userId, type Kit } from './request-test-kit';

/**
 * The round trips of a list page: the session row with its user, then the page with
 * its assignees and stage history in one statement; the admin numbered page adds its count, a text
 * search its probe (request-search.ts). What
 * the page shows of the relations is checked here too, since they are no longer separate reads.
 */
let kit: Kit;
const marker = `lq${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;

beforeAll(async () => {
  kit = await createKit();
  const official = await userId(kit.db, 'official');
  const citizenA = kit.personas.citizenA.user!.id;
  for (let i = 0; i < 3; i++) await insertRequest(kit.db, { submitterId: citizenA, title: `${marker} ${i}`, assignedTo: i === 0 ? official : null });
});
afterAll(() => kit.close());

async function queriesOf(call: () => Promise<{ status: number }>): Promise<string[]> {
  const sql: string[] = [];
  const listener = (query: { sql: string }) => sql.push(query.sql);
  kit.db.on('query', listener);
  try {
    expect((await call()).status).toBe(200);
  } finally {
    kit.db.removeListener('query', listener);
  }
  return sql;
}

describe('list pages cost', () => {
  it.each([
    ['admin', '/api/requests'],
    ['staff', '/api/requests'],
    ['citizenA', '/api/requests'],
    ['admin', `/api/requests?q=CC-2026-000001`],
    ['admin', '/api/requests?sort=due'],
  ] as const)('%s %s: two queries', async (persona, path) => {
    const sql = await queriesOf(() => kit.personas[persona].client.get(path));
    expect(sql).toHaveLength(2);
    expect(sql[0]).toMatch(/from "sessions" left join "users"/);
  });

  it('a text search: three (the probe of its matches, then the page)', async () => {
    const sql = await queriesOf(() => kit.personas.admin.client.get(`/api/requests?q=${marker}`));
    expect(sql).toHaveLength(3);
    expect(sql[1]).toMatch(/like \$1 limit \$2$/);
  });

  it('the admin numbered page: three (the page, its total)', async () => {
    expect(await queriesOf(() => kit.personas.admin.client.get('/api/admin/requests?page=1'))).toHaveLength(3);
  });

  it.each(['page=1', 'page=2&status=pending', 'page=1&district=raisen&status=pending&requestType=other', 'page=1&sort=due'])(
    'the admin numbered page ?%s: its total from the kept counters, equal to an exact count',
    async (query) => {
      const sql = await queriesOf(() => kit.personas.admin.client.get(`/api/admin/requests?${query}`));
      // The page and its total run side by side: either may be sent first.
      expect(sql).toHaveLength(3);
      expect(sql.filter((query) => /from "request_counts"/.test(query))).toHaveLength(1);
      expect(sql.some((query) => /count\(\*\)/.test(query))).toBe(false);
      const filters = Object.fromEntries(new URLSearchParams(query));
      const exactCount = async () => {
        const exact = kit.db('requests').count({ n: '*' }).first();
        for (const column of ['status', 'district'] as const) if (filters[column]) exact.where(column, filters[column]);
        if (filters.requestType) exact.where('requestType', filters.requestType);
        if (filters.sort === 'due') exact.whereNotNull('dueAt');
        return Number(((await exact) as { n: string }).n);
      };
      // Other test files write requests in parallel: read both until no write fell between them.
      let totals: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        const before = await exactCount();
        const res = await kit.personas.admin.client.get(`/api/admin/requests?${query}`);
        totals = [before, res.body.total, await exactCount()];
        if (totals[0] === totals[2]) break;
      }
      expect(totals[1]).toBe(totals[0]);
    },
  );

  it('a numbered page filtered past the counters (text, priority) counts its rows exactly', async () => {
    const sql = await queriesOf(() => kit.personas.admin.client.get(`/api/admin/requests?page=1&priority=low&q=${marker}`));
    expect(sql.some((query) => /count\(\*\)/.test(query) && /from "requests"/.test(query))).toBe(true);
    expect(sql.some((query) => /request_counts/.test(query))).toBe(false);
  });

  it('a request\'s detail is two queries (session, the request with its assignee and stages)', async () => {
    const [first] = await kit.db('requests').where('title', 'like', `${marker}%`).orderBy('id').limit(1);
    expect(await queriesOf(() => kit.personas.admin.client.get(`/api/requests/${first.id}`))).toHaveLength(2);
  });

  it('the items carry their assignee and workflow stages, and no detail-only field', async () => {
    const res = await kit.personas.admin.client.get(`/api/requests?q=${marker}`);
    const [assigned, ...others] = [...res.body.items].sort((a, b) => (a.assignedTo ? -1 : b.assignedTo ? 1 : 0));
    expect(res.body.items).toHaveLength(3);
    const official = await kit.db('users').where({ username: 'official' }).first('name', 'email');
    expect(assigned.assignee).toEqual({ name: official.name, email: official.email });
    expect(others.every((item: { assignee: unknown }) => item.assignee === null)).toBe(true);
    expect(assigned.workflow.stages[0]).toEqual({ name: 'Submitted', status: 'completed', date: assigned.submittedAt });
    for (const field of ['phone', 'email', 'voterIdNumber', 'block', 'address', 'attachmentUrl', 'attachmentPath', 'attachmentType', 'attachmentName']) {
      expect(assigned).not.toHaveProperty(field);
    }
    // The detail still has every field.
    const detail = await kit.personas.admin.client.get(`/api/requests/${assigned.id}`);
    expect(detail.body).toMatchObject({ phone: '9000000000', address: 'Somewhere', block: 'Bhojpur', assignee: assigned.assignee, workflow: assigned.workflow });
  });
});
