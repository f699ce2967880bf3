import { useId } from 'react';
import { formatDate, formatNumber } from '@cc/i18n';
import type { Language } from '@cc/types';
import styles from './reports.module.css';

/** Requests per day as vertical bars; the table under it carries the numbers for everyone. */
export function DayChart({ title, days, dayLabel, valueLabel, language }: { title: string; days: { date: string; count: number }[]; dayLabel: string; valueLabel: string; language: Language }) {
  const id = useId();
  const max = Math.max(1, ...days.map((day) => day.count));
  const width = 400;
  const barWidth = width / Math.max(1, days.length);
  const total = days.reduce((sum, day) => sum + day.count, 0);
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.figTitle}>
        {title}
      </figcaption>
      <svg className={styles.svg} viewBox={`0 0 ${width} 120`} role="img" aria-label={`${title}: ${formatDate(days[0]?.date, language)} – ${formatDate(days.at(-1)?.date, language)}, ${valueLabel} ${formatNumber(total, language)}`}>
        <line x1="0" y1="110" x2={width} y2="110" className={styles.axis} />
        {days.map((day, index) => {
          const height = (day.count / max) * 100;
          return <rect key={day.date} x={index * barWidth + 1} y={110 - height} width={Math.max(1, barWidth - 2)} height={height} className={styles.bar} />;
        })}
      </svg>
      <details className={styles.dataDetails}>
        <summary>{dayLabel}</summary>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              <th scope="col">{valueLabel}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDate(day.date, language)}</th>
                <td>{formatNumber(day.count, language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
