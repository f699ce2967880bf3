/**
 * The process's place in its life, shared by server.ts (which flips it on SIGTERM) and the
 * readiness probe (which reports it). One object per process: several apps in one test process
 * each get their own.
 */
export interface Lifecycle {
  /** Set on SIGTERM/SIGINT: the load balancer must stop sending new work here. */
  draining: boolean;
}

export const createLifecycle = (): Lifecycle => ({ draining: false });

/**
 * While draining, every answer closes its connection: a keep-alive client (or the load balancer's
 * pooled connection) reconnects, and so reaches another process, instead of keeping this one open.
 */
export async function closeConnectionsWhileDraining(ctx: { deps: { lifecycle?: Lifecycle }; set(name: string, value: string): void }, next: () => Promise<unknown>): Promise<void> {
  if (ctx.deps.lifecycle?.draining) ctx.set('Connection', 'close');
  await next();
}
