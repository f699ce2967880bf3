import type { OfficeHours, PublicContact, SystemSettings, SystemSettingsInput, TransportStatus } from '@cc/types';
import type { Knex } from 'knex';
import { recordAudit, type Actor } from '../admin-audit/audit.service';
import { readJobHealth } from '../admin-jobs/failed-jobs.service';
import { notificationConfigFromEnv } from '../notifications/notification-config';
import { OutboxEntry } from '../notifications/outbox-entry.model';
import { listHolidays } from '../sla/holidays.service';
import { readSlaSettings, SLA_SETTINGS_KEY } from '../sla/sla-settings';
import { CITIZEN_VIEW_KEY, readCitizenView } from './citizen-view-setting';
import { SystemSetting } from './system-setting.model';

/** The public pages' settings (language, contact e-mail): `system_settings.key = 'site'` (reference seed). */
const SITE_KEY = 'site';

type Channel = 'email' | 'sms';

/** Configured = a real provider is set; otherwise the dispatcher only logs messages (docs/decisions/0052-notification-dispatcher-and-transports.md). */
function configuredChannels(env: NodeJS.ProcessEnv): Record<Channel, boolean> {
  try {
    const config = notificationConfigFromEnv(env);
    return { email: Boolean(config.smtpUrl), sms: Boolean(config.smsGateway) };
  } catch {
    // An invalid configuration stops the jobs at start; the page reports it as not configured.
    return { email: false, sms: false };
  }
}

async function transportStatus(db: Knex, channel: Channel, configured: boolean): Promise<TransportStatus> {
  const last = await OutboxEntry.query(db).where({ channel }).modify('delivered').whereNotNull('sentAt').orderBy('sentAt', 'desc').select('sentAt', 'status').first();
  const [failed] = (await OutboxEntry.query(db).where({ channel }).modify('failed').count({ count: '*' })) as unknown as Array<{ count: string }>;
  return {
    configured,
    lastDeliveryAt: last ? new Date(last.sentAt!).toISOString() : null,
    lastDeliveryStatus: (last?.status ?? null) as TransportStatus['lastDeliveryStatus'],
    failedCount: Number(failed?.count ?? 0),
  };
}

async function readSite(db: Knex): Promise<Record<string, unknown>> {
  const row = await SystemSetting.query(db).findById(SITE_KEY).select('value');
  return (row?.value ?? {}) as Record<string, unknown>;
}

const contactEmailOf = (site: Record<string, unknown>) => (typeof site.contactEmail === 'string' && site.contactEmail ? site.contactEmail : null);

/** The public pages' contact address (GET /api/public/contact). */
export async function readPublicContact(db: Knex): Promise<PublicContact> {
  return { contactEmail: contactEmailOf(await readSite(db)) };
}

export async function readSystemSettings(db: Knex, env: NodeJS.ProcessEnv = process.env): Promise<SystemSettings> {
  // One after the other: inside a transaction these share one connection.
  const sla = await readSlaSettings(db);
  const site = await readSite(db);
  const holidays = await listHolidays(db);
  const citizenView = await readCitizenView(db);
  const configured = configuredChannels(env);
  return {
    officeHours: sla.officeHours,
    defaultResponseTime: sla.defaultResponseTime,
    contactEmail: contactEmailOf(site),
    showOfficeRole: citizenView.showOfficeRole,
    holidays,
    transports: { email: await transportStatus(db, 'email', configured.email), sms: await transportStatus(db, 'sms', configured.sms) },
    jobs: await readJobHealth(db),
  };
}

async function mergeSetting(trx: Knex, key: string, patch: Record<string, unknown>, userId: number): Promise<void> {
  await SystemSetting.query(trx)
    .insert({ key, value: JSON.stringify(patch), updatedBy: userId })
    .onConflict('key')
    // raw: jsonb concatenation, so the keys not sent keep their stored values.
    .merge({ value: trx.raw('system_settings.value || excluded.value'), updatedBy: userId, updatedAt: trx.fn.now() });
}

/**
 * Only the fields sent change. New office hours and default time apply to SLA periods that start
 * from now on; due times already set keep their value (as with holidays).
 */
export async function updateSystemSettings(db: Knex, actor: Actor, input: SystemSettingsInput & { officeHours?: OfficeHours }): Promise<SystemSettings> {
  await db.transaction(async (trx) => {
    // One writer at a time: the audit's before/after must describe this change, not a neighbour's.
    // raw: an advisory lock; the rows to lock may not exist yet.
    await trx.raw("select pg_advisory_xact_lock(hashtext('system_settings'))");
    const before = await readSystemSettings(trx);
    const sla: Record<string, unknown> = {};
    if (input.officeHours) sla.officeHours = input.officeHours;
    if (input.defaultResponseTime !== undefined) sla.defaultResponseTime = input.defaultResponseTime;
    if (Object.keys(sla).length) await mergeSetting(trx, SLA_SETTINGS_KEY, sla, actor.id);
    if (input.contactEmail !== undefined) await mergeSetting(trx, SITE_KEY, { contactEmail: input.contactEmail || null }, actor.id);
    if (input.showOfficeRole !== undefined) await mergeSetting(trx, CITIZEN_VIEW_KEY, { showOfficeRole: input.showOfficeRole }, actor.id);
    const after = await readSystemSettings(trx);
    const pick = (s: SystemSettings) => ({ officeHours: s.officeHours, defaultResponseTime: s.defaultResponseTime, contactEmail: s.contactEmail, showOfficeRole: s.showOfficeRole });
    await recordAudit(trx, actor, { action: 'update', entity: 'system-settings', entityId: 'settings', before: pick(before), after: pick(after) });
  });
  return readSystemSettings(db);
}
