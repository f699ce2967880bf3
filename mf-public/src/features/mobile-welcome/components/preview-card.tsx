import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './mobile-welcome-page.module.css';

interface PreviewCardProps {
  titleId: string;
  title: string;
  seeAllTo: string;
  seeAllLabel: string;
  children: ReactNode;
}

export function PreviewCard({ titleId, title, seeAllTo, seeAllLabel, children }: PreviewCardProps) {
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHeader}>
        <h2 id={titleId}>{title}</h2>
        <Link to={seeAllTo} aria-describedby={titleId}>
          {seeAllLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}
