import { useEffect, useState } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * False until the visitor first interacts with the page (pointer, key, touch or scroll), then true
 * for good; true at once when `waiting` is false. The landing page defers its API reads with this
 * (the session check in the shell, the live figure in mf-public), so the first paint loads neither
 * the HTTP client nor react-query (docs/architecture.md "the first page").
 */
export function useFirstInteraction(waiting: boolean): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (!waiting || interacted) return;
    const wake = () => setInteracted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, wake, { once: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, wake);
    };
  }, [waiting, interacted]);
  return interacted || !waiting;
}
