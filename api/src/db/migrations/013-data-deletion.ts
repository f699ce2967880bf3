import type { Knex } from 'knex';
import { tz } from './helpers';

export const name = '013-data-deletion';

/** The states of a deletion request, in order (docs/data-deletion.md). */
const STATES = ['awaiting_confirmation', 'confirmed', 'anonymised', 'completed'];

const SIGNATURE = { en: '\n\nCitizen Connect', hi: '\n\nसिटीज़न कनेक्ट' };

/** The two mails the deletion process adds (the acknowledgement 'deletion_requested' is from 006). */
export const DELETION_TEMPLATE_SEEDS = [
  {
    event: 'deletion_confirm',
    title: 'Confirm the deletion of your account ({{requestCode}})',
    titleHi: 'अपना खाता हटाने की पुष्टि करें ({{requestCode}})',
    content: `We received a request to delete the Citizen Connect account of this e-mail address (reference {{requestCode}}).\n\nTo confirm it, open this link within {{hours}} hours and press the confirm button:\n{{confirmUrl}}\n\nIf you did not ask for this, ignore this mail: nothing is deleted without your confirmation.${SIGNATURE.en}`,
    contentHi: `इस ईमेल पते के सिटीज़न कनेक्ट खाते को हटाने का अनुरोध (संदर्भ {{requestCode}}) हमें प्राप्त हुआ है।\n\nपुष्टि करने के लिए {{hours}} घंटों के भीतर यह लिंक खोलें और पुष्टि बटन दबाएँ:\n{{confirmUrl}}\n\nयदि आपने यह अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: आपकी पुष्टि के बिना कुछ भी नहीं हटाया जाता।${SIGNATURE.hi}`,
  },
  {
    event: 'deletion_completed',
    title: 'Your data has been deleted ({{requestCode}})',
    titleHi: 'आपका डेटा हटा दिया गया है ({{requestCode}})',
    content: `Your deletion request {{requestCode}} is complete: your Citizen Connect account is closed and your personal data has been removed. This is the last message we send to this address.${SIGNATURE.en}`,
    contentHi: `आपका डेटा हटाने का अनुरोध {{requestCode}} पूरा हो गया है: आपका सिटीज़न कनेक्ट खाता बंद कर दिया गया है और आपका व्यक्तिगत डेटा हटा दिया गया है। इस पते पर यह हमारा अंतिम संदेश है।${SIGNATURE.hi}`,
  },
];

/**
 * Data deletion processed for real: the request waits for the account holder's
 * confirmation (a single-use token, only its sha256 stored), then a scheduled job anonymises the
 * account and later completes the removal; every step is a row of `data_deletion_steps`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('data_deletion_requests', (t) => {
    t.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('confirm_token_hash', 64).unique();
    tz(t, 'confirm_expires_at');
    tz(t, 'confirmed_at');
    tz(t, 'anonymised_at');
    tz(t, 'completed_at');
  });
  await knex.raw('alter table data_deletion_requests alter column status type varchar(30)');
  // The e-mail typed on the form goes when the request is completed (or long expired).
  await knex.raw('alter table data_deletion_requests alter column email drop not null');
  // Requests of the old form were never confirmed by anyone: they stay unconfirmable.
  await knex('data_deletion_requests').update({ status: 'awaiting_confirmation' });
  await knex.raw("alter table data_deletion_requests alter column status set default 'awaiting_confirmation'");
  await knex.raw(
    `alter table data_deletion_requests add constraint data_deletion_requests_status_valid check (status in (${STATES.map((s) => `'${s}'`).join(', ')}))`,
  );
  // The job's two queues: confirmed (to anonymise) and anonymised (to complete), oldest first.
  await knex.raw("create index data_deletion_requests_due_idx on data_deletion_requests (status, confirmed_at) where status in ('confirmed', 'anonymised')");
  await knex.raw('create index data_deletion_requests_user_idx on data_deletion_requests (user_id)');

  await knex.schema.createTable('data_deletion_steps', (t) => {
    t.bigIncrements('id');
    t.integer('deletion_request_id').notNullable().references('id').inTable('data_deletion_requests').onDelete('CASCADE');
    t.string('step', 30).notNullable();
    tz(t, 'at').notNullable().defaultTo(knex.fn.now());
    // Counts only (rows changed, files removed): never the personal data itself.
    t.jsonb('detail');
    t.index(['deletion_request_id', 'at']);
  });

  await knex('message_templates').insert(
    DELETION_TEMPLATE_SEEDS.map((template) => ({ ...template, type: 'email', category: `event:${template.event}`, language: 'both' })),
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex('message_templates').whereIn('event', DELETION_TEMPLATE_SEEDS.map((template) => template.event)).delete();
  await knex.schema.dropTable('data_deletion_steps');
  await knex.raw('drop index if exists data_deletion_requests_user_idx');
  await knex.raw('drop index if exists data_deletion_requests_due_idx');
  await knex.raw('alter table data_deletion_requests drop constraint if exists data_deletion_requests_status_valid');
  await knex.raw("alter table data_deletion_requests alter column status set default 'pending'");
  await knex.schema.alterTable('data_deletion_requests', (t) => {
    t.dropColumns('user_id', 'confirm_token_hash', 'confirm_expires_at', 'confirmed_at', 'anonymised_at', 'completed_at');
  });
}
