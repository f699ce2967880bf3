import type { SessionUser } from '@cc/types';

export const DEV_BASE_PATH: string = '/';

/** The public area is anonymous; the harness can still pretend a role. */
export const devUser: SessionUser | null = null;
