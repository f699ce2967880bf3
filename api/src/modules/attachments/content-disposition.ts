const MAX_NAME_LENGTH = 150;

/**
 * A display file name safe for a header and a file system: the last path segment only, no control
 * characters, quotes, slashes or leading dots, bounded length. Devanagari and other letters stay.
 */
export function safeFileName(original: string | null | undefined, fallback = 'attachment'): string {
  const lastSegment = String(original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(/[\u0000-\u001f\u007f-\u009f"*:<>?|;\u2028\u2029\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/^[.\s]+/, '')
    .trim();
  const bounded = Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('');
  return bounded || fallback;
}

/** Replace the extension with the one judged from the content (the stored truth). */
export function withExtension(name: string, extension: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem}.${extension}`;
}

/**
 * RFC 6266 header with an ASCII fallback `filename` and the RFC 5987 `filename*` carrying the
 * UTF-8 name, so Hindi names survive in every current browser.
 */
export function contentDisposition(fileName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const name = safeFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]+/g, '_').replace(/[\\"%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
