import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './count-cards.module.css';

/** Colour of a card's left edge: primary (total, in progress), accent (pending), success (resolved). */
export type CountTone = 'primary' | 'accent' | 'success';

export interface CountItem {
  key: string;
  count: ReactNode;
  label: string;
  tone?: CountTone;
  /** When set, the whole card is a link (e.g. My Requests filtered by this status). */
  to?: string;
}

const TONE_CLASS: Record<CountTone, string> = { primary: '', accent: styles.accent, success: styles.success };

/**
 * The one row of count cards (staff home, citizen Quick Status, admin dashboard). The list is
 * named by a heading (`labelledBy`) or by `label`.
 */
export function CountCards({ items, labelledBy, label, busy }: { items: CountItem[]; labelledBy?: string; label?: string; busy?: boolean }) {
  return (
    <ul className={styles.grid} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label} aria-busy={busy || undefined}>
      {items.map((item) => {
        const tone = TONE_CLASS[item.tone ?? 'primary'];
        if (item.to) {
          return (
            <li key={item.key} className={`${styles.card} ${styles.linkCard} ${tone}`}>
              {/* Named by what it shows, "14 Pending", so a voice-control user can say it (WCAG 2.5.3 Label in Name). */}
              <Link to={item.to} className={styles.cardLink}>
                <span className={styles.count}>{item.count}</span>{' '}
                <span className={styles.label}>{item.label}</span>
              </Link>
            </li>
          );
        }
        return (
          <li key={item.key} className={`${styles.card} ${tone}`}>
            <span className={styles.count}>{item.count}</span>
            <span className={styles.label}>{item.label}</span>
          </li>
        );
      })}
    </ul>
  );
}
