/**
 * The caller's own signed-in sessions (GET /api/users/me/sessions). Only coarse facts: the device
 * as named by its browser, the network as a masked address, and times; never the token, its stored
 * digest or the full address.
 */
export type DeviceKind = 'mobile' | 'tablet' | 'desktop';

export interface SessionDevice {
  /** e.g. 'Chrome', 'Firefox', 'Samsung Internet'; null when the browser did not say. */
  browser: string | null;
  /** e.g. 'Android', 'iOS', 'Windows'; null when unknown. */
  os: string | null;
  kind: DeviceKind | null;
}

export interface AccountSession {
  /** An opaque handle for DELETE /api/users/me/sessions/:id (not the cookie, not its stored digest). */
  id: string;
  /** The session this answer was read with. */
  current: boolean;
  device: SessionDevice;
  /** The address masked to its network: `203.0.113.0/24` (IPv4) or `2001:db8:1::/48` (IPv6); null when unknown. */
  network: string | null;
  /** The same network as the caller's address now. */
  sameNetwork: boolean;
  signedInAt: string;
  lastSeenAt: string;
}

export interface AccountSessionList {
  sessions: AccountSession[];
}
