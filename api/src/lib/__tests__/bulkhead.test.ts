import { createBulkhead } from '../bulkhead';

/** A piece of work that ends when the test says so. */
function held<T>(value: T) {
  let release: () => void = () => undefined;
  const ended = new Promise<T>((resolve) => (release = () => resolve(value)));
  return { work: () => ended, release: () => release() };
}

it('runs up to the limit at once and answers whenFull beyond it, without waiting', async () => {
  const bulkhead = createBulkhead(2);
  const first = held(['a']);
  const second = held(['b']);
  const running = [bulkhead.run(first.work, []), bulkhead.run(second.work, [])];
  expect(bulkhead.running).toBe(2);
  await expect(bulkhead.run(() => Promise.resolve(['c']), [])).resolves.toEqual([]);

  first.release();
  second.release();
  await expect(Promise.all(running)).resolves.toEqual([['a'], ['b']]);
  expect(bulkhead.running).toBe(0);
  await expect(bulkhead.run(() => Promise.resolve(['d']), [])).resolves.toEqual(['d']);
});

it('frees its place when the work fails', async () => {
  const bulkhead = createBulkhead(1);
  await expect(bulkhead.run(() => Promise.reject(new Error('lost')), 'full')).rejects.toThrow('lost');
  await expect(bulkhead.run(() => Promise.resolve('ran'), 'full')).resolves.toBe('ran');
});
