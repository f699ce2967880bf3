import type { Ctx, Next } from '../types';

export async function securityHeaders(ctx: Ctx, next: Next): Promise<void> {
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('X-Frame-Options', 'SAMEORIGIN');
  ctx.set('Content-Security-Policy', "frame-ancestors 'self'");
  ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
  await next();
}
