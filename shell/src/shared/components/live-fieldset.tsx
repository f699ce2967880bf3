import type { ReactNode } from 'react';
import { useHydrated } from '@cc/ui';
import styles from './auth-card.module.css';

/** A form's controls, disabled until a pre-rendered page is hydrated (useHydrated of @cc/ui). */
export function LiveFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset className={styles.fields} disabled={!hydrated}>
      {children}
    </fieldset>
  );
}
