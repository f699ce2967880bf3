/** Position in the sort=due order: ORDER BY due_at ASC, id ASC. */
export interface DuePosition {
  /** ISO-8601 UTC with microseconds, as PostgreSQL keeps them (see keyset-cursor.ts). */
  dueAt: string;
  id: number;
}

const POSITION = /^due\|(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z)\|(\d{1,15})$/;

/** Opaque, and distinct from the newest-first cursor, so one is never read as the other. */
export function encodeDueCursor(position: DuePosition): string {
  return Buffer.from(`due|${position.dueAt}|${position.id}`, 'utf8').toString('base64url');
}

export function decodeDueCursor(cursor: unknown): DuePosition | null {
  if (typeof cursor !== 'string' || cursor.length === 0 || cursor.length > 100 || !/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const match = POSITION.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return null;
  const id = Number(match[2]);
  if (Number.isNaN(Date.parse(match[1]!)) || !Number.isSafeInteger(id) || id < 1) return null;
  return { dueAt: match[1]!, id };
}
