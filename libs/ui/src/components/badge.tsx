import type { HTMLAttributes } from 'react';
import styles from './misc.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'outline';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span className={[styles.badge, styles[tone], className ?? ''].filter(Boolean).join(' ')} {...rest} />;
}
