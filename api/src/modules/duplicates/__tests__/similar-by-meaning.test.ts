import { HINT_TERMS_EXPRESSION } from '../../../db/migrations/028-hint-terms';
import { createKit, insertRequest, type Kit, type PersonaName } from '../../requests/__tests__/request-test-kit';
import { hintTerms, hintTsQuery, queryTerms } from '../hint-terms';

/**
 * The form's hints on the real database: a Hindi near-duplicate in other words is found through
 * cc_hint_terms and its index, and only its public part is answered.
 */
let kit: Kit;
beforeAll(async () => {
  kit = await createKit();
});
afterAll(() => kit.close());

// Sehore's water supply: a bucket the other test files leave alone, so the five hints are ours.
const DISTRICT = 'sehore';
const TYPE = 'water-supply';

async function file(description: string, fields: { showPublicly: boolean; submitterId?: number; name?: string; phone?: string }) {
  const id = await insertRequest(kit.db, {
    submitterId: fields.submitterId ?? kit.personas.citizenA.user!.id,
    district: DISTRICT,
    vidhansabha: 'budhni',
    requestType: TYPE,
    name: fields.name,
    phone: fields.phone,
  });
  await kit.db('requests').where({ id }).update({ description, address: 'House 12, Chhupi Gali', showPublicly: fields.showPublicly });
  return (await kit.db('requests').where({ id }).first('requestId')).requestId as string;
}

interface Hint {
  requestId: string;
  opening: string | null;
  followPath: string | null;
}

async function hints(who: PersonaName, text: string): Promise<Hint[]> {
  const res = await kit.personas[who].client.get(`/api/requests/similar?${new URLSearchParams({ district: DISTRICT, requestType: TYPE, text }).toString()}`);
  expect(res.status).toBe(200);
  return res.body.items;
}

describe('GET /api/requests/similar matches Hindi by meaning', () => {
  it('finds a near-duplicate written in other words and shows its public part only', async () => {
    const published = await file('नल से पानी नहीं आ रहा, पूरा मोहल्ला परेशान। संपर्क 9876543210\nदूसरी पंक्ति: सुनीता जी का घर', {
      showPublicly: true,
      name: 'Sunita Gupchupname',
      phone: '9123400000',
    });
    const unpublished = await file('हमारे नल में जल नहीं आता, टोटी सूखी', { showPublicly: false });
    const otherProblem = await file('बिजली नहीं आ रही, ट्रांसफार्मर जल गया', { showPublicly: true });

    // Not one word of the typed text is in the stored one but the stopwords.
    const typed = 'जल आपूर्ति बंद है, टोटी सूखी पड़ी है';
    const anonymous = await hints('anonymous', typed);
    const codes = anonymous.map((item) => item.requestId);
    expect(codes).toContain(published);
    expect(codes).not.toContain(unpublished);
    expect(codes).not.toContain(otherProblem);

    const hint = anonymous.find((item) => item.requestId === published)!;
    expect(hint).toEqual({
      requestId: published,
      requestType: TYPE,
      status: 'pending',
      createdAt: expect.any(String),
      district: DISTRICT,
      vidhanSabha: 'budhni',
      // The first line only, its phone number redacted.
      opening: 'नल से पानी नहीं आ रहा, पूरा मोहल्ला परेशान। संपर्क […]',
      followPath: `/open311/v2/requests/${published}.json`,
    });
    const raw = JSON.stringify(anonymous);
    for (const secret of ['Gupchupname', '9123400000', '9876543210', 'Chhupi', 'दूसरी पंक्ति', 'सुनीता']) expect(raw).not.toContain(secret);

    // The link is one a stranger can follow: the request's Open311 record.
    const followed = await kit.personas.anonymous.client.get(hint.followPath!);
    expect(followed.status).toBe(200);
    expect(followed.body[0]).toMatchObject({ service_request_id: published, status: 'open' });
  });

  it('points the office at an unpublished match too, without its description or a public link', async () => {
    const unpublished = await file('हैण्डपम्प टूटा है, बच्चे परेशान', { showPublicly: false, name: 'Mohan Chupkename', phone: '9123400001' });
    const items = await hints('admin', 'हैंडपंप ख़राब');
    const hint = items.find((item) => item.requestId === unpublished);
    expect(hint).toMatchObject({ opening: null, followPath: null, vidhanSabha: 'budhni' });
    expect(JSON.stringify(items)).not.toMatch(/Chupkename|9123400001|बच्चे/);
    // Its own citizen is pointed at it; the anonymous form is not.
    expect((await hints('citizenA', 'हैंडपंप ख़राब')).map((item) => item.requestId)).toContain(unpublished);
    expect((await hints('anonymous', 'हैंडपंप ख़राब')).map((item) => item.requestId)).not.toContain(unpublished);
  });

  it('finds nothing for a different problem of the same type and place', async () => {
    const road = await file('सड़क टूटी, गड्ढे ही गड्ढे', { showPublicly: true });
    expect((await hints('anonymous', 'पानी नहीं आ रहा है, नल सूखा')).map((item) => item.requestId)).not.toContain(road);
  });

  it('reads the stored text with the same terms as the typed one (cc_hint_terms agrees with hintTerms)', async () => {
    const texts = [
      'नल से पानी नहीं आ रहा',
      'जल आपूर्ति बंद, टोटी सूखी',
      'हैण्डपम्प टूटा है',
      'Hand pump not working near Ward ४, गाँव की सड़कों में गड्ढे',
      'Street lights NOT working; ट्रांसफ़ॉर्मर जल गया, call 98765-43210',
      'नालियाँ भरी हुईं, कूड़ा-कचरा, हिन्दी‌ ज़िला',
    ];
    for (const text of texts) {
      const { rows } = await kit.db.raw('select cc_hint_terms(?) as terms', [text]);
      expect([...rows[0].terms].sort()).toEqual(hintTerms(text));
    }
  });

  it('is answered by the index of migration 028, not by reading the table', async () => {
    const tsquery = hintTsQuery(queryTerms('जल आपूर्ति बंद है, टोटी सूखी'));
    // A transaction rolled back: the rows and their statistics leave nothing behind.
    const trx = await kit.db.transaction();
    let plan: string;
    try {
      // A busy district and type (rolled back): thousands of open requests, few about a dry tap.
      await trx.raw(
        `insert into requests (request_id, request_type, status, description, name, phone, district, address)
         select 'ZZ-PLAN-' || i, ?, 'pending', 'सड़क टूटी, गड्ढे ' || i, 'Plan Fixture', '9000000000', ?, 'Somewhere'
         from generate_series(1, 5000) i`,
        [TYPE, DISTRICT],
      );
      await trx.raw('analyze requests');
      const { rows } = await trx.raw(
        `explain select id from requests where district = ? and request_type = ? and status in ('pending', 'escalated', 'in_progress', 'assigned') and ${HINT_TERMS_EXPRESSION} @@ ?::tsquery`,
        [DISTRICT, TYPE, tsquery],
      );
      plan = rows.map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN']).join('\n');
    } finally {
      await trx.rollback();
    }
    expect(plan).toContain('Bitmap Index Scan on requests_open_hint_terms_idx');
    expect(plan).not.toContain('Seq Scan');
  });
});
