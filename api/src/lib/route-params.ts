import type { SessionUser } from '@cc/types';
import { idRule, Joi } from '@cc/validation';
import { notFound } from './http-error';
import { parseOrThrow } from '../middleware/validate';
import type { Ctx } from '../types';
import { loadedUser } from '../modules/auth/session-store';
import type { ActingUser } from '../modules/requests/request-actions.service';

// joi's own messages are outside the catalogue, so the refusal reads 'Invalid value' (validate()).
const PATH_ID = Joi.object({ id: idRule() });

/** Path ids: a number outside 1..2^31-1 is refused (400), anything else that is not a number names nothing (404); never a 500. */
export function idParam(ctx: Ctx): number {
  return parseId((ctx as unknown as { params: Record<string, string | undefined> }).params.id);
}

/**
 * The path's id through the same bounded integer rule as every query and body id (`idRule`):
 * a number out of range is a client error like any other integer input, not a missing row.
 * Only the plain spelling is a number here ('1e3', '-1', '007' and 'abc' name no record).
 */
export function parseId(raw: string | undefined): number {
  if (!raw || !/^(0|[1-9]\d*)$/.test(raw)) throw notFound();
  const { id } = parseOrThrow<{ id: number }>(PATH_ID, { id: raw });
  return id;
}

export function actingUser(ctx: Ctx): ActingUser {
  const user = ctx.state.user as SessionUser;
  return { id: user.id, role: user.role, district: user.district ?? null, language: loadedUser(ctx)?.preferredLanguage ?? 'hi' };
}

/** The injected SLA clock's now (tests); undefined lets the SQL use the database's now(). */
export async function slaNow(ctx: Ctx): Promise<Date | undefined> {
  return ctx.deps.clock ? ctx.deps.clock(ctx.deps.db) : undefined;
}
