import { useId } from 'react';
import styles from './reports.module.css';

export interface Bar {
  label: string;
  value: number;
}

/**
 * Horizontal bars in inline SVG. The SVG is one image with a summary name; the numbers are also
 * in a real table right under it, which is what a screen reader user reads.
 */
export function BarChart({ title, bars, valueLabel }: { title: string; bars: Bar[]; valueLabel: string }) {
  const id = useId();
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const rowHeight = 28;
  const height = Math.max(rowHeight, bars.length * rowHeight);
  return (
    <figure className={styles.figure} aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className={styles.figTitle}>
        {title}
      </figcaption>
      {bars.length > 0 && (
        <svg className={styles.svg} viewBox={`0 0 400 ${height}`} role="img" aria-label={`${title}: ${bars.map((bar) => `${bar.label} ${bar.value}`).join(', ')}`}>
          {bars.map((bar, index) => {
            const width = Math.max(2, (bar.value / max) * 250);
            const y = index * rowHeight;
            return (
              <g key={bar.label}>
                <text x="0" y={y + 18} className={styles.svgLabel}>
                  {bar.label.length > 18 ? `${bar.label.slice(0, 17)}…` : bar.label}
                </text>
                <rect x="130" y={y + 5} width={width} height={rowHeight - 10} rx="3" className={styles.bar} />
                <text x={136 + width} y={y + 18} className={styles.svgValue}>
                  {bar.value}
                </text>
              </g>
            );
          })}
        </svg>
      )}
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{title}</th>
            <th scope="col">{valueLabel}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>{bar.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
