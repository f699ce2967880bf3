import type { Ctx } from '../types';

const LOOPBACK = /^(?:127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/** Headers a reverse proxy or load balancer adds: a request carrying one came from elsewhere. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A caller on this machine talking to the API directly: the socket's peer is a loopback address
 * and no proxy header is present. The socket, not `ctx.ip`: with TRUST_PROXY_HOPS that is the forwarded
 * claim. A proxy on the same machine connects from loopback too, hence the header check (every
 * load balancer adds X-Forwarded-For; docs/operations.md asks for it).
 */
export function isDirectLoopback(ctx: Ctx): boolean {
  if (PROXY_HEADERS.some((name) => ctx.get(name) !== '')) return false;
  return LOOPBACK.test(ctx.req.socket.remoteAddress ?? '');
}
