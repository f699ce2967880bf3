/** A placeholder value: anything blank counts as missing. */
export type PlaceholderValues = Record<string, string | number | null | undefined>;

export type Rendered = { ok: true; text: string } | { ok: false; missing: string[] };

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/**
 * Fills `{{name}}` placeholders. A placeholder without a value makes the whole message fail
 * (the caller marks it failed): a citizen never gets "your request {{requestId}}" or "request ".
 */
export function renderTemplate(text: string, values: PlaceholderValues): Rendered {
  const missing = new Set<string>();
  const out = text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    if (value === null || value === undefined || String(value).trim() === '') {
      missing.add(name);
      return '';
    }
    return String(value);
  });
  return missing.size ? { ok: false, missing: [...missing] } : { ok: true, text: out };
}
