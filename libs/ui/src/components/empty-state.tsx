import type { ReactNode } from 'react';
import styles from './misc.module.css';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <div className={styles.empty}>
      {icon ? (
        <div className={styles.emptyIcon} aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <p className={styles.emptyTitle}>{title}</p>
      {description ? <p>{description}</p> : null}
      {action}
    </div>
  );
}
