import type { Knex } from 'knex';
import { tz } from './helpers';
import { EVENT_TEMPLATE_SEEDS } from './006-event-templates';

export const name = '006-notifications-and-sla';

/**
 * Citizen notification choices, the office-hours SLA clock (holidays), event templates and the
 * outbox columns the dispatcher needs (docs/decisions/0051-notification-outbox-and-templates.md).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.boolean('notify_email').notNullable().defaultTo(true);
    t.boolean('notify_sms').notNullable().defaultTo(true);
    t.boolean('notify_push').notNullable().defaultTo(false);
    // Spec §9: Hindi is the default language.
    t.string('preferred_language', 2).notNullable().defaultTo('hi');
    t.check("preferred_language in ('hi', 'en')", [], 'users_preferred_language_valid');
  });

  // Dates (IST calendar days) on which the SLA clock does not run; admins edit the list.
  await knex.schema.createTable('holidays', (t) => {
    t.increments('id');
    t.date('date').notNullable().unique();
    t.string('name', 200).notNullable();
    t.string('name_hi', 200);
    t.integer('created_by').references('id').inTable('users').onDelete('SET NULL');
    tz(t, 'created_at').notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.alterTable('requests', (t) => {
    // Start of the current SLA period (submission, then each escalation): timeMetrics count from it.
    tz(t, 'sla_started_at');
  });
  await knex.raw('update requests set sla_started_at = submitted_at where sla_started_at is null');
  await knex.raw("update requests set due_at = submitted_at + interval '72 hours' where due_at is null");
  // sort=due keyset pages: (due_at, id) ascending, overall and per district (staff scope).
  await knex.raw('create index requests_due_idx on requests (due_at, id)');
  await knex.raw('create index requests_district_due_idx on requests (district, due_at, id)');

  await knex.schema.alterTable('message_templates', (t) => {
    // The workflow event a template is sent for (received, forwarded, ...); null for free templates.
    t.string('event', 50);
  });
  await knex.raw('create unique index message_templates_event_unique on message_templates (event, type, language) where event is not null');
  await knex('message_templates').insert(EVENT_TEMPLATE_SEEDS);

  await knex.schema.alterTable('notification_outbox', (t) => {
    t.renameColumn('available_at', 'next_attempt_at');
    t.renameColumn('locked_at', 'locked_until');
  });
  await knex.schema.alterTable('notification_outbox', (t) => {
    t.string('event', 50);
    t.bigInteger('request_id').references('id').inTable('requests').onDelete('SET NULL');
    t.integer('user_id').references('id').inTable('users').onDelete('SET NULL');
    t.string('language', 2);
    t.text('subject');
    t.text('body');
    t.index(['request_id']);
    t.check("status in ('pending', 'sending', 'sent', 'logged', 'failed')", [], 'notification_outbox_status_valid');
    t.check("channel in ('email', 'sms')", [], 'notification_outbox_channel_valid');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('notification_outbox', (t) => {
    t.dropChecks(['notification_outbox_status_valid', 'notification_outbox_channel_valid']);
    t.dropColumns('event', 'request_id', 'user_id', 'language', 'subject', 'body');
  });
  await knex.schema.alterTable('notification_outbox', (t) => {
    t.renameColumn('next_attempt_at', 'available_at');
    t.renameColumn('locked_until', 'locked_at');
  });
  await knex('message_templates').whereNotNull('event').delete();
  await knex.raw('drop index if exists message_templates_event_unique');
  await knex.schema.alterTable('message_templates', (t) => t.dropColumn('event'));
  await knex.raw('drop index if exists requests_district_due_idx');
  await knex.raw('drop index if exists requests_due_idx');
  await knex.schema.alterTable('requests', (t) => t.dropColumn('sla_started_at'));
  await knex.schema.dropTable('holidays');
  await knex.schema.alterTable('users', (t) => {
    t.dropChecks(['users_preferred_language_valid']);
    t.dropColumns('notify_email', 'notify_sms', 'notify_push', 'preferred_language');
  });
}
