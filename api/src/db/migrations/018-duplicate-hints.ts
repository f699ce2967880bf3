import type { Knex } from 'knex';

export const name = '018-duplicate-hints';

/**
 * What a request is compared by when duplicates are looked for: its title and
 * description, lower-cased. modules/duplicates/similar-requests.service.ts spells it identically, or
 * the planner cannot use the index below.
 */
export const SIMILARITY_TEXT_EXPRESSION = "lower(coalesce(title, '') || ' ' || description)";

/** The statuses a hint may point at: the open ones (api/src/modules/sla/open-statuses.ts), spelled here as shipped. */
const OPEN_STATUS_SQL = "('pending', 'escalated', 'in_progress', 'assigned')";

const SIGNATURE = { en: '\n\nCitizen Connect', hi: '\n\nसिटिज़न कनेक्ट' };

/**
 * The two citizen messages duplicates add (event, sms/email, language 'both'): the request was
 * closed as a duplicate of {{originalCode}} (the track link {{originalTrackUrl}} is also appended
 * when an admin edit drops it), and a later step of the original they now follow (its status is
 * behind the link, in the reader's language).
 */
export const DUPLICATE_TEMPLATE_SEEDS = [
  {
    event: 'duplicate', type: 'sms', title: 'Request closed as duplicate', titleHi: 'अनुरोध डुप्लिकेट के रूप में बंद',
    content: 'Dear {{name}}, your request {{requestId}} is the same as request {{originalCode}}, which is already being handled, and has been closed. You will receive its updates: {{originalTrackUrl}}',
    contentHi: 'प्रिय {{name}}, आपका अनुरोध {{requestId}} पहले से दर्ज अनुरोध {{originalCode}} जैसा है, जिस पर कार्य चल रहा है, इसलिए इसे बंद कर दिया गया है। आपको उसकी जानकारी मिलती रहेगी: {{originalTrackUrl}}',
  },
  {
    event: 'duplicate', type: 'email', title: 'Request {{requestId}} closed as duplicate of {{originalCode}}', titleHi: 'अनुरोध {{requestId}} अनुरोध {{originalCode}} के डुप्लिकेट के रूप में बंद',
    content: `Dear {{name}},\n\nyour request {{requestId}} describes the same problem as request {{originalCode}}, which the office is already handling, so it has been closed as a duplicate.\n\nRemark: {{remarks}}\n\nYou will receive the updates of {{originalCode}}. Follow it here: {{originalTrackUrl}}${SIGNATURE.en}`,
    contentHi: `प्रिय {{name}},\n\nआपका अनुरोध {{requestId}} उसी समस्या के बारे में है जिसके लिए अनुरोध {{originalCode}} पहले से दर्ज है और कार्यालय उस पर कार्य कर रहा है, इसलिए इसे डुप्लिकेट के रूप में बंद कर दिया गया है।\n\nटिप्पणी: {{remarks}}\n\nआपको {{originalCode}} की जानकारी मिलती रहेगी। इसकी स्थिति यहाँ देखें: {{originalTrackUrl}}${SIGNATURE.hi}`,
  },
  {
    event: 'followed_update', type: 'sms', title: 'Update on a request you follow', titleHi: 'आपके द्वारा अनुसरित अनुरोध पर नई जानकारी',
    content: 'Dear {{name}}, there is an update on request {{originalCode}}, which your request {{requestId}} was joined to. See its status: {{originalTrackUrl}}',
    contentHi: 'प्रिय {{name}}, अनुरोध {{originalCode}}, जिससे आपका अनुरोध {{requestId}} जोड़ा गया है, पर नई जानकारी है। इसकी स्थिति देखें: {{originalTrackUrl}}',
  },
  {
    event: 'followed_update', type: 'email', title: 'Update on request {{originalCode}}', titleHi: 'अनुरोध {{originalCode}} पर नई जानकारी',
    content: `Dear {{name}},\n\nthere is an update on request {{originalCode}}, which your request {{requestId}} was joined to as a duplicate.\n\nSee its status here: {{originalTrackUrl}}${SIGNATURE.en}`,
    contentHi: `प्रिय {{name}},\n\nअनुरोध {{originalCode}}, जिससे आपका अनुरोध {{requestId}} डुप्लिकेट के रूप में जोड़ा गया है, पर नई जानकारी है।\n\nइसकी स्थिति यहाँ देखें: {{originalTrackUrl}}${SIGNATURE.hi}`,
  },
] as const;

/**
 * Duplicate hints:
 * - one GIN index answers "open requests of this district and type whose text is like this"
 *   (btree_gin puts the district and type equalities in the same index as the pg_trgm operators;
 *   partial on the open statuses, the only ones a hint shows, so closed history never enters it);
 * - `duplicate_of_id`: the request this one was closed as a duplicate of. The citizen of a duplicate
 *   follows the original: the rows pointing at a request are its followers (partial index).
 * btree_gin and pg_trgm are contrib extensions PGlite ships (db/knex.ts loads both).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists btree_gin');
  await knex.schema.alterTable('requests', (t) => {
    t.bigInteger('duplicate_of_id').references('id').inTable('requests').onDelete('SET NULL');
  });
  await knex.raw('create index requests_duplicate_of_idx on requests (duplicate_of_id) where duplicate_of_id is not null');
  await knex.raw(
    `create index requests_open_similar_idx on requests using gin (district, request_type, (${SIMILARITY_TEXT_EXPRESSION}) gin_trgm_ops) where status in ${OPEN_STATUS_SQL}`,
  );
  await knex('message_templates').insert(DUPLICATE_TEMPLATE_SEEDS.map((template) => ({ ...template, category: `event:${template.event}`, language: 'both' })));
}

export async function down(knex: Knex): Promise<void> {
  await knex('message_templates').whereIn('event', ['duplicate', 'followed_update']).delete();
  await knex.raw('drop index if exists requests_open_similar_idx');
  await knex.raw('drop index if exists requests_duplicate_of_idx');
  await knex.schema.alterTable('requests', (t) => t.dropColumn('duplicate_of_id'));
}
