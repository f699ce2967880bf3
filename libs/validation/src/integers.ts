import { Joi } from './joi-helpers';

/** PostgreSQL's `integer` (every id and count column): a larger number reaching a query is a 500. */
export const MAX_DB_INTEGER = 2_147_483_647;

/**
 * The one integer rule of every number a client sends (query, body, path): a whole number within
 * bounds, so an out-of-range value answers 400 before any query runs. joi also refuses numbers
 * beyond 2^53 ('number.unsafe') and non-numbers; callers add their messages.
 */
export const boundedInteger = (min: number, max: number) => Joi.number().integer().min(min).max(max);

/** A row id: 1 .. 2^31-1. */
export const idRule = () => boundedInteger(1, MAX_DB_INTEGER);

/** A position in a list the admin orders by hand (gallery sort order): ample room either side of 0. */
export const sortOrderRule = () => boundedInteger(-1_000_000, 1_000_000);
