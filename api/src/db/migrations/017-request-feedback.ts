import type { Knex } from 'knex';
import { tz } from './helpers';

export const name = '017-request-feedback';

const SIGNATURE = { en: '\n\nCitizen Connect', hi: '\n\nसिटिज़न कनेक्ट' };

/** The citizen's message when their request is reopened (outbox event 'reopened'); editable by admins afterwards. */
export const REOPENED_TEMPLATES = [
  {
    event: 'reopened', type: 'sms', category: 'event:reopened', language: 'both',
    title: 'Request reopened', titleHi: 'अनुरोध दोबारा खोला गया',
    content: 'Dear {{name}}, your request {{requestId}} has been reopened and sent to level {{level}}.',
    contentHi: 'प्रिय {{name}}, आपका अनुरोध {{requestId}} दोबारा खोलकर स्तर {{level}} पर भेजा गया है।',
  },
  {
    event: 'reopened', type: 'email', category: 'event:reopened', language: 'both',
    title: 'Request {{requestId}} reopened', titleHi: 'अनुरोध {{requestId}} दोबारा खोला गया',
    content: `Dear {{name}},\n\nyour request {{requestId}} has been reopened as you asked and sent to level {{level}}. The office will respond again within its service time.${SIGNATURE.en}`,
    contentHi: `प्रिय {{name}},\n\nआपके कहने पर आपका अनुरोध {{requestId}} दोबारा खोलकर स्तर {{level}} पर भेजा गया है। कार्यालय निर्धारित समय में फिर से उत्तर देगा।${SIGNATURE.hi}`,
  },
];

/**
 * The citizen's feedback and reopen (docs/decisions/0049-feedback-and-reopen.md):
 * - request_feedback: one rating per request, with the keys the reports and the transparency
 *   dashboard group by copied in at rating time (district, type, month of submission, the official
 *   it was assigned to), so their grouped reads touch this small table only, never requests;
 * - request_reopens: one row per reopen, numbered 1..2 per request (unique, checked): the limit
 *   holds even for two reopens racing each other;
 * - reopen_appeals: the administrators' queue for a reason that came after the second reopen.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('request_feedback', (t) => {
    t.bigIncrements('id');
    t.bigInteger('request_id').notNullable().unique().references('id').inTable('requests').onDelete('CASCADE');
    // Null when given through the signed track link (no account) or after the account is removed.
    t.integer('citizen_id').references('id').inTable('users').onDelete('SET NULL');
    t.smallint('rating').notNullable();
    t.text('comment');
    t.string('district', 100).notNullable();
    t.string('request_type', 100).notNullable();
    t.date('request_month').notNullable();
    t.integer('official_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('via', 10).notNullable();
    tz(t, 'created_at').notNullable().defaultTo(knex.fn.now());
    t.check('rating between 1 and 5', [], 'request_feedback_rating_range');
    t.check("via in ('account', 'track_link')", [], 'request_feedback_via_valid');
  });
  // The dashboard's and the reports' grouped reads: index-only scans.
  await knex.raw('create index request_feedback_month_idx on request_feedback (request_month, district, request_type) include (rating)');
  await knex.raw('create index request_feedback_official_idx on request_feedback (official_id) include (rating) where official_id is not null');

  await knex.schema.createTable('request_reopens', (t) => {
    t.bigIncrements('id');
    t.bigInteger('request_id').notNullable().references('id').inTable('requests').onDelete('CASCADE');
    t.smallint('round').notNullable();
    t.text('reason').notNullable();
    t.string('source', 10).notNullable();
    t.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.integer('from_level').notNullable();
    t.integer('to_level').notNullable();
    tz(t, 'created_at').notNullable().defaultTo(knex.fn.now());
    t.unique(['request_id', 'round']);
    t.check('round between 1 and 2', [], 'request_reopens_round_range');
    t.check("source in ('reopen', 'rating')", [], 'request_reopens_source_valid');
  });

  await knex.schema.createTable('reopen_appeals', (t) => {
    t.bigIncrements('id');
    // One per request: a repeated attempt adds nothing the administrators do not already have.
    t.bigInteger('request_id').notNullable().unique().references('id').inTable('requests').onDelete('CASCADE');
    t.integer('citizen_id').references('id').inTable('users').onDelete('SET NULL');
    t.text('reason').notNullable();
    t.string('source', 10).notNullable();
    tz(t, 'created_at').notNullable().defaultTo(knex.fn.now());
    t.check("source in ('reopen', 'rating')", [], 'reopen_appeals_source_valid');
    t.index(['created_at', 'id']);
  });

  await knex('message_templates').insert(REOPENED_TEMPLATES);
}

export async function down(knex: Knex): Promise<void> {
  await knex('message_templates').where({ event: 'reopened' }).delete();
  await knex.schema.dropTableIfExists('reopen_appeals');
  await knex.schema.dropTableIfExists('request_reopens');
  await knex.schema.dropTableIfExists('request_feedback');
}
