import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `delayMs` (compared by JSON, so a fresh object with the same content is no change). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value);
  // `key` stands for `value`'s content: the effect restarts when the content changes, not the object.
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
