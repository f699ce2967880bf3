import { EMPTY_REGISTRATION, type RegistrationField, type RegistrationForm } from './registration-form';

/**
 * What was typed in the wizard, kept for this tab (sessionStorage: a reload keeps it, closing the tab
 * or another tab does not see it) until the registration succeeds.
 */
export const REGISTRATION_DRAFT_KEY = 'citizen-connect-registration-draft';

/** Never written to storage: a reload asks for them again. */
const SECRET_FIELDS: readonly RegistrationField[] = ['password', 'confirmPassword'];

const KEPT_FIELDS = (Object.keys(EMPTY_REGISTRATION) as RegistrationField[]).filter((field) => !SECRET_FIELDS.includes(field));

/** The tab's storage, or null where it is unavailable (blocked, private mode): no draft then. */
function tabStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * The kept fields of the stored draft on an empty form, or null if there is none. Only the form's
 * own fields with their own types are taken, so an old or edited entry cannot put anything else in.
 */
export function loadRegistrationDraft(): RegistrationForm | null {
  let stored: unknown;
  try {
    const raw = tabStorage()?.getItem(REGISTRATION_DRAFT_KEY);
    if (!raw) return null;
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const record = stored as Record<string, unknown>;
  const form: Record<string, unknown> = { ...EMPTY_REGISTRATION };
  for (const field of KEPT_FIELDS) {
    if (typeof record[field] === typeof EMPTY_REGISTRATION[field]) form[field] = record[field];
  }
  return form as unknown as RegistrationForm;
}

/** Keeps the form's non-secret fields; an untouched form leaves no entry. */
export function saveRegistrationDraft(form: RegistrationForm): void {
  const storage = tabStorage();
  if (!storage) return;
  try {
    if (KEPT_FIELDS.every((field) => form[field] === EMPTY_REGISTRATION[field])) {
      storage.removeItem(REGISTRATION_DRAFT_KEY);
      return;
    }
    const kept = Object.fromEntries(KEPT_FIELDS.map((field) => [field, form[field]]));
    storage.setItem(REGISTRATION_DRAFT_KEY, JSON.stringify(kept));
  } catch {
    // storage full or refused: the wizard works without a draft
  }
}

export function clearRegistrationDraft(): void {
  try {
    tabStorage()?.removeItem(REGISTRATION_DRAFT_KEY);
  } catch {
    // storage unavailable
  }
}
