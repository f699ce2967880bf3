let base: string | undefined;

/** Paths starting with a slash go to the configured API host (spec §7; same origin by default). */
export function setApiBase(value: string): void {
  base = value.replace(/\/$/, '') || undefined;
}

/** Read by the one axios instance (./http) on every request. */
export function apiBase(): string | undefined {
  return base;
}
