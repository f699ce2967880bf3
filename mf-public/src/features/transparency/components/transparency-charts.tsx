import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import styles from './transparency-page.module.css';

/**
 * The dashboard's chart (recharts, loaded with the /transparency page only). It is a picture of
 * the data table printed under it: named as an image, its parts not announced one by one.
 */
export interface ChartSeries {
  key: string;
  label: string;
  colour: string;
}

export interface SeriesChartProps {
  /** A line per series over months, or bars per district/type. */
  kind: 'line' | 'bar';
  label: string;
  /** A null value (a row withheld for having 1-4 requests) draws nothing. */
  rows: Array<Record<string, string | number | null>>;
  /** The row field naming each point on the x axis. */
  nameKey: string;
  series: ChartSeries[];
  formatCount(value: number): string;
}

export function SeriesChart({ kind, label, rows, nameKey, series, formatCount }: SeriesChartProps) {
  const Chart = kind === 'line' ? LineChart : BarChart;
  return (
    <div role="img" aria-label={label} className={styles.chart}>
      <ResponsiveContainer width="100%" height="100%">
        <Chart data={rows} accessibilityLayer={false} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey={nameKey} tick={{ fontSize: 12 }} interval={kind === 'bar' ? 0 : 'preserveEnd'} />
          <YAxis allowDecimals={false} tickFormatter={formatCount} tick={{ fontSize: 12 }} width={48} />
          <Tooltip formatter={(value) => formatCount(Number(value))} />
          <Legend />
          {series.map((one) =>
            kind === 'line' ? (
              <Line key={one.key} type="monotone" dataKey={one.key} name={one.label} stroke={one.colour} strokeWidth={2} isAnimationActive={false} />
            ) : (
              <Bar key={one.key} dataKey={one.key} name={one.label} fill={one.colour} isAnimationActive={false} />
            ),
          )}
        </Chart>
      </ResponsiveContainer>
    </div>
  );
}
