import { UniqueViolationError } from 'objection';

/**
 * "A unique index said no" (SQLSTATE 23505) in the one shape the API reads: Objection's
 * UniqueViolationError (db-errors), which every model query throws, carrying the index or
 * constraint that refused the row in `.constraint`, e.g. `users_email_lower_unique`. A statement
 * that can hit a unique index therefore goes through its model; a plain knex statement's error is
 * the driver's and is not recognised here (docs/decisions/0100-database-access.md).
 */
export function uniqueViolation(error: unknown): InstanceType<typeof UniqueViolationError> | null {
  return error instanceof UniqueViolationError ? error : null;
}
