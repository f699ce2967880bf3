/**
 * PostgreSQL's unique_violation (SQLSTATE 23505). Objection wraps the driver's error (`nativeError`),
 * knex does not: both are read, so every "a unique index said no" is recognised the same way.
 */
export interface UniqueViolation {
  /** The index or constraint that refused the row, e.g. `users_email_lower_unique`. */
  constraint: string;
}

export function uniqueViolation(error: unknown): UniqueViolation | null {
  const pg = error as { code?: string; constraint?: string; nativeError?: { code?: string; constraint?: string } } | null;
  const code = pg?.code ?? pg?.nativeError?.code;
  if (code !== '23505') return null;
  return { constraint: pg?.constraint ?? pg?.nativeError?.constraint ?? '' };
}
