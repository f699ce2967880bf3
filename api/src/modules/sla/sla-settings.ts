import type { Knex } from 'knex';
import { SystemSetting } from '../admin-settings/system-setting.model';
import { DEFAULT_OFFICE_WINDOW, type OfficeWindow } from './office-hours';

/** Spec §9: the standard response time when the request type has none. */
export const FALLBACK_RESPONSE_HOURS = 72;

/** The SLA clock's settings, stored under `system_settings.key = 'sla'` (admins edit them). */
export interface SlaSettings {
  officeHours: OfficeWindow;
  defaultResponseTime: number;
}

export const SLA_SETTINGS_KEY = 'sla';

/** What is stored, over the defaults: an installation that never saved settings runs 09-18 and 72 h. */
export async function readSlaSettings(db: Knex): Promise<SlaSettings> {
  const row = await SystemSetting.query(db).findById(SLA_SETTINGS_KEY).select('value');
  return slaSettingsOver(row?.value);
}

/** The stored value (`system_settings.value`, or nothing) over the defaults. */
export function slaSettingsOver(value: unknown): SlaSettings {
  const stored = (value ?? {}) as Partial<SlaSettings>;
  return {
    officeHours: { ...DEFAULT_OFFICE_WINDOW, ...(stored.officeHours ?? {}) },
    defaultResponseTime: stored.defaultResponseTime ?? FALLBACK_RESPONSE_HOURS,
  };
}
