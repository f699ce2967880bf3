import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title?: ReactNode;
  /** Heading level of the title, so the page outline stays right. */
  headingLevel?: 2 | 3 | 4;
  as?: 'section' | 'article' | 'div';
}

export function Card({ title, headingLevel = 2, as: Tag = 'section', className, children, ...rest }: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag className={[styles.card, className ?? ''].filter(Boolean).join(' ')} {...rest}>
      {title ? <Heading className={styles.title}>{title}</Heading> : null}
      {children}
    </Tag>
  );
}
