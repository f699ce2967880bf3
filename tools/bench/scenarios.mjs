// What `npm run bench` loads, one endpoint at a time at the full rate (the targets are
// "p99 ≤ 30 ms at 200 req/s" per endpoint). `who` names the signed-in session; `path(i)` may vary
// with the request number so a read is not the same cached row every time.
// `fixture` comes from the loaded database (bench.mjs): {staffDistrict, requestCode, deepCursor, maxId}.
const TRANSPARENCY_FILTERS = ['months=12', 'district=raisen', 'type=health&months=3', 'district=vidisha&type=water-supply', 'months=1', 'district=sehore&months=24'];

const HINT_RATE = Number(process.env.BENCH_HINT_RATE ?? 20);
/** The byte length of `{"items":[]}`: a hint lookup that found nothing or was shed. */
const EMPTY_HINTS = Buffer.byteLength(JSON.stringify({ items: [] }));

export function scenarios(fixture) {
  return [
    { name: 'list first page (admin)', who: 'admin', path: () => '/api/requests' },
    { name: 'list first page (staff, one district)', who: 'staff', path: () => '/api/requests' },
    { name: 'list first page (citizen)', who: 'citizen', path: () => '/api/requests' },
    { name: 'status=pending', who: 'admin', path: () => '/api/requests?status=pending' },
    { name: 'district + status', who: 'admin', path: () => `/api/requests?district=${fixture.otherDistrict}&status=in_progress` },
    { name: 'q= rare word', who: 'admin', path: () => '/api/requests?q=sabotage' },
    { name: 'q= request code', who: 'admin', path: () => `/api/requests?q=${fixture.requestCode}` },
    { name: 'overdue=true&sort=due', who: 'admin', path: () => '/api/requests?overdue=true&sort=due' },
    { name: 'deep cursor (row ~500,000)', who: 'admin', path: () => `/api/requests?cursor=${fixture.deepCursor}` },
    // Spread over the table (a prime stride), not one hot row.
    { name: '/:id', who: 'admin', path: (i) => `/api/requests/${1 + ((i * 7919) % fixture.maxId)}` },
    { name: '/stats', who: 'admin', path: () => '/api/requests/stats' },
    // The public transparency dashboard: every district and type, then its filters in turn
    // (no two consecutive answers alike), then the landing page's totals. No session.
    { name: 'transparency, all districts', who: 'anonymous', path: () => '/api/public/transparency' },
    { name: 'transparency, filters in turn', who: 'anonymous', path: (i) => `/api/public/transparency?${TRANSPARENCY_FILTERS[i % TRANSPARENCY_FILTERS.length]}` },
    { name: 'transparency totals (landing)', who: 'anonymous', path: () => '/api/public/transparency/totals' },
    // Duplicate hints: the form's lookup while a citizen types (texts like the data set's,
    // in its busiest district and type: ~8,000 open requests sharing one template), and staff's
    // similar requests beside one open request of their district. A hint is asked once per 600 ms
    // pause of one citizen typing, so it runs at its own rate (20/s: ~1,200 citizens typing at
    // once); it is a courtesy that sheds load (at most 2 lookups per process), so the bench counts
    // its empty answers beside the latency.
    {
      name: 'similar hints (form, raisen + water-supply)',
      who: 'citizen',
      rate: HINT_RATE,
      emptyBytes: EMPTY_HINTS,
      path: (i) => `/api/requests/similar?district=raisen&requestType=water-supply&text=${encodeURIComponent(SIMILAR_TEXTS[i % SIMILAR_TEXTS.length])}`,
    },
    { name: '/:id/similar (staff)', who: 'staff', rate: HINT_RATE, emptyBytes: EMPTY_HINTS, path: (i) => `/api/requests/${fixture.openStaffIds[i % fixture.openStaffIds.length]}/similar` },
  ];
}

/** What citizens type: the data set's issues and places (load-data.sql), some with words of their own. */
const SIMILAR_TEXTS = [
  'Hand pump not working near Ward 4',
  'water supply irregular in Gandhi Nagar since last week',
  'Drain overflowing at Station Road, please clean it',
  'Hand pump broken near the old bazaar, no water for days',
  'No drinking water in Nehru Colony for ten days',
];

/** Values the scenarios need, read from the loaded database. */
export async function readFixture(client) {
  const code = await client.query('select request_id from requests where id = 654321');
  // The keyset cursor of GET /api/requests (keyset-cursor.ts): base64url of "<createdAt µs UTC>|<id>".
  const deep = await client.query(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '|' || id as position
     from requests order by created_at desc, id desc offset 500000 limit 1`,
  );
  const max = await client.query('select max(id)::int as max from requests');
  // Open requests of the bench staff member's district (Raisen), beside which /:id/similar is read.
  const open = await client.query("select id from requests where district = 'raisen' and status = 'pending' order by id desc limit 200");
  return {
    otherDistrict: 'vidisha',
    requestCode: code.rows[0].request_id,
    deepCursor: Buffer.from(deep.rows[0].position, 'utf8').toString('base64url'),
    maxId: max.rows[0].max,
    openStaffIds: open.rows.map((row) => row.id),
  };
}
