// Types of free-port.mjs for its TypeScript callers (the fault suite's load run).
export function freePort(): Promise<number>;
