import type { Knex } from 'knex';

export const name = '027-message-language';

/**
 * Spellings the Hindi glossary (docs/glossary-hi.md) rejects that earlier migrations seeded into
 * message templates; `npm run i18n:check` checks the seeds with these applied, as the rows are.
 */
export const TEMPLATE_HINDI_FIXES: ReadonlyArray<readonly [string, string]> = [['सिटीज़न कनेक्ट', 'सिटिज़न कनेक्ट']];

/**
 * Words read in the reader's language rather than the writer's:
 * - `requests.response_key`, `request_history.notes_key`: the catalogue key of a default remark
 *   the office stored ('Request approved.'); the text keeps its English beside it for the
 *   readers that have no language (exports, Open311), and every other reader gets the key's words
 *   in their own language (libs/validation `storedRemarkText`).
 * - `requests.language`: the page language an anonymous filer filed from; their messages follow
 *   it (an account's `preferred_language` decides for a citizen with one).
 * - Hindi templates in the glossary's spelling (TEMPLATE_HINDI_FIXES).
 */
export async function up(knex: Knex): Promise<void> {
  for (const [from, to] of TEMPLATE_HINDI_FIXES) {
    await knex.raw('update message_templates set title_hi = replace(title_hi, ?, ?), content_hi = replace(content_hi, ?, ?)', [from, to, from, to]);
  }
  await knex.schema.alterTable('requests', (t) => {
    t.text('response_key');
    t.string('language', 2);
    t.check("language in ('hi', 'en')", [], 'requests_language_valid');
  });
  await knex.schema.alterTable('request_history', (t) => {
    t.text('notes_key');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('request_history', (t) => t.dropColumn('notes_key'));
  await knex.schema.alterTable('requests', (t) => {
    t.dropChecks(['requests_language_valid']);
    t.dropColumns('response_key', 'language');
  });
}
