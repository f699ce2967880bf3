import type { Knex } from 'knex';

export const name = '008-registration-consent';

/**
 * Self-registration requires agreeing to the terms and the privacy policy (spec §5 step 4): the
 * agreement is recorded, with the version of the policy agreed to, so it can be shown later (DPDP
 * Act consent records). Accounts made by an administrator or the seed have none: null.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.timestamp('terms_accepted_at', { useTz: true });
    t.timestamp('privacy_accepted_at', { useTz: true });
    t.string('privacy_policy_version', 20);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.dropColumn('privacy_policy_version');
    t.dropColumn('privacy_accepted_at');
    t.dropColumn('terms_accepted_at');
  });
}
