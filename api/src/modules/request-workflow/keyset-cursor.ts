export interface KeysetPosition {
  /** ISO-8601 UTC with up to microseconds: PostgreSQL keeps µs, a JS Date would drop them and skip rows. */
  createdAt: string;
  id: number;
}

const POSITION = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|(\d{1,15})$/;

/** Opaque page cursor: base64url of "<createdAt>|<id>" for ORDER BY created_at DESC, id DESC. */
export function encodeCursor(position: KeysetPosition): string {
  return Buffer.from(`${position.createdAt}|${position.id}`, 'utf8').toString('base64url');
}

/** Null for anything that is not a cursor this server made (the route answers 400). */
export function decodeCursor(cursor: unknown): KeysetPosition | null {
  if (typeof cursor !== 'string' || cursor.length === 0 || cursor.length > 100 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const createdAt = match[1]!;
  const id = Number(match[2]);
  if (Number.isNaN(Date.parse(createdAt)) || !Number.isSafeInteger(id) || id < 1) return null;
  return { createdAt, id };
}
