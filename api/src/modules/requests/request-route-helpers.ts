import type { SessionUser } from '@cc/types';
import { notFound } from '../../lib/http-error';
import type { Ctx } from '../../types';
import type { ActingUser } from './request-actions.service';

/** Path ids: anything but a plain positive integer names no request (404, never a 500). */
export function idParam(ctx: Ctx): number {
  return parseId((ctx as unknown as { params: Record<string, string | undefined> }).params.id);
}

export function parseId(raw: string | undefined): number {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw notFound();
  return Number(raw);
}

export function actingUser(ctx: Ctx): ActingUser {
  const user = ctx.state.user as SessionUser;
  return { id: user.id, role: user.role, district: user.district ?? null };
}

/** The injected SLA clock's now (tests); undefined lets the SQL use the database's now(). */
export async function slaNow(ctx: Ctx): Promise<Date | undefined> {
  return ctx.deps.clock ? ctx.deps.clock(ctx.deps.db) : undefined;
}
