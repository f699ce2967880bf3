/**
 * The one renderer of message templates (`message_templates`): the outbox's notifications, the
 * staff's response templates and the admin editor's preview all fill placeholders here, so a
 * template either renders completely or says what is missing; never `{{…}}` to a citizen.
 */

/** Workflow and account events whose notifications are rendered from a stored template. */
export const NOTIFICATION_EVENTS = [
  'received',
  'forwarded',
  'assigned',
  'rejected',
  'resolved',
  'escalated',
  'reopened',
  'duplicate',
  'followed_update',
  'deletion_confirm',
  'deletion_requested',
  'deletion_completed',
  'erasure_code',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** `remark`: a free template (no event) that staff pick as their remark; otherwise the event it notifies. */
export type TemplateUse = 'remark' | NotificationEvent;

/** Names that mean the same value; a template may use either, a caller may supply either. */
export const PLACEHOLDER_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['requestId', 'requestCode'],
  ['response', 'remarks'],
];

// What each request step supplies (api/src/modules/notifications/outbox.service.ts requestEventMessages).
const REQUEST_STEP = ['name', 'requestId', 'response', 'level', 'trackUrl'] as const;

/**
 * The placeholders each use fills (synonyms allowed too). A remark is filled in the browser from
 * the request staff act on: no track link there (staff never see it; the outbox appends it) and no
 * response (the template is the response).
 */
export const TEMPLATE_PLACEHOLDERS: Readonly<Record<TemplateUse, readonly string[]>> = {
  remark: ['name', 'requestId', 'title', 'level'],
  received: REQUEST_STEP,
  forwarded: REQUEST_STEP,
  assigned: REQUEST_STEP,
  rejected: REQUEST_STEP,
  resolved: REQUEST_STEP,
  escalated: REQUEST_STEP,
  reopened: REQUEST_STEP,
  duplicate: ['name', 'requestId', 'response', 'originalCode', 'originalTrackUrl', 'trackUrl'],
  followed_update: ['name', 'requestId', 'originalCode', 'originalTrackUrl', 'trackUrl'],
  // The deletion reference, not a request's code, but the same placeholder name.
  deletion_confirm: ['requestCode', 'confirmUrl', 'hours'],
  deletion_requested: ['requestCode'],
  deletion_completed: ['requestCode'],
  erasure_code: ['requestCode', 'otp', 'minutes'],
};

/** The use of a stored template row: its event, or a remark when it has none; undefined for an event nothing renders. */
export function templateUseOf(event: string | null | undefined): TemplateUse | undefined {
  if (event === null || event === undefined) return 'remark';
  return (NOTIFICATION_EVENTS as readonly string[]).includes(event) ? (event as NotificationEvent) : undefined;
}

function synonymsOf(name: string): readonly string[] {
  return PLACEHOLDER_SYNONYMS.find((group) => group.includes(name)) ?? [name];
}

/** Every name a template of this use may write, synonyms included. */
export function allowedPlaceholders(use: TemplateUse): string[] {
  return [...new Set(TEMPLATE_PLACEHOLDERS[use].flatMap(synonymsOf))];
}

/** A placeholder value: anything blank counts as missing. */
export type PlaceholderValues = Record<string, string | number | null | undefined>;

export type RenderedTemplate = { ok: true; text: string } | { ok: false; missing: string[]; unknown: string[] };

const NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
// A whole `{{…}}`, or a `{{` that never closes (reported as it stands, never sent).
const TOKEN = /\{\{([^{}]*)\}\}|\{\{/g;
/** Any `{{…}}` left in a text: what a remark sent to a citizen may not contain. */
export const RAW_PLACEHOLDER = /\{\{[\s\S]*?\}\}/;

function valueOf(name: string, values: PlaceholderValues): string | undefined {
  for (const key of synonymsOf(name)) {
    const value = values[key];
    if (value !== null && value !== undefined && String(value).trim() !== '') return String(value);
  }
  return undefined;
}

/**
 * Fills `{{name}}` (spaces inside the braces allowed). Succeeds only when every placeholder is
 * allowed for the use and has a non-blank value; otherwise names each missing and unknown one
 * once, as written, and gives no text at all.
 */
export function renderMessageTemplate(text: string, use: TemplateUse, values: PlaceholderValues): RenderedTemplate {
  const allowed = new Set(allowedPlaceholders(use));
  const missing = new Set<string>();
  const unknown = new Set<string>();
  const out = text.replace(TOKEN, (whole, inner: string | undefined) => {
    const name = inner?.trim() ?? '';
    if (inner === undefined || !NAME.test(name) || !allowed.has(name)) {
      unknown.add(NAME.test(name) ? name : whole);
      return '';
    }
    const value = valueOf(name, values);
    if (value === undefined) missing.add(name);
    return value ?? '';
  });
  return missing.size || unknown.size ? { ok: false, missing: [...missing], unknown: [...unknown] } : { ok: true, text: out };
}

/** The placeholders of `text` a template of this use may not have (malformed braces included). */
export function unknownPlaceholders(text: string, use: TemplateUse): string[] {
  const result = renderMessageTemplate(text, use, {});
  return result.ok ? [] : result.unknown;
}

/** Example values for every placeholder (the admin editor's preview and the tests), per language. */
export function examplePlaceholderValues(language: 'en' | 'hi'): Record<string, string | number> {
  const hindi = language === 'hi';
  return {
    name: hindi ? 'सुनीता बाई' : 'Sunita Bai',
    requestId: 'CC-2026-000123',
    title: hindi ? 'हैंडपंप खराब है' : 'Hand pump broken',
    level: 2,
    response: hindi ? 'हैंडपंप की मरम्मत कर दी गई है।' : 'The hand pump has been repaired.',
    trackUrl: 'https://citizenconnect.example.in/track/CC-2026-000123',
    originalCode: 'CC-2026-000100',
    originalTrackUrl: 'https://citizenconnect.example.in/track/CC-2026-000124',
    confirmUrl: 'https://citizenconnect.example.in/data-deletion/confirm?token=example',
    hours: 48,
    otp: '482913',
    minutes: 10,
  };
}
