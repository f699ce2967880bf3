/**
 * A per-process limit on work that may be skipped: at most `limit` run at once, and a call over
 * the limit does not wait (it gets `whenFull` at once). For courtesies such as the duplicate hints,
 * where a queue of slow lookups would hold the database pool that filing and the lists need.
 */
export function createBulkhead(limit: number) {
  let running = 0;
  return {
    async run<T>(work: () => Promise<T>, whenFull: T): Promise<T> {
      if (running >= limit) return whenFull;
      running += 1;
      try {
        return await work();
      } finally {
        running -= 1;
      }
    },
    get running(): number {
      return running;
    },
  };
}
