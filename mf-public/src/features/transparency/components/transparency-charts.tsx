import { useLayoutEffect, useRef, useState } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Text, Tooltip, XAxis, YAxis, type TextProps } from 'recharts';
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

const FONT = 12;
/** A name wraps onto at most this many lines; longer ones end in an ellipsis (the table has them whole). */
const LINES = 3;
/** Narrower than this (px), names do not fit under upright bars: the bars lie down with their names on the left. */
const NARROW = 600;
/** The least room (px) a name gets under an upright bar before the bars lie down. */
const MIN_SLOT = 72;
/** One lying bar pair: room for three lines of its name. */
const ROW = 48;
/** The axis lines, the count axis and the legend around the rows of lying bars. */
const ROWS_FRAME = 100;
const COUNT_AXIS = 48;
const MARGIN = { top: 8, right: 16, bottom: 8, left: 0 };
/** Text measures its words with its style: without the size there it wraps as if at 16 px. */
const TICK_STYLE = { fontSize: FONT };

type TickProps = Pick<TextProps, 'textAnchor' | 'verticalAnchor' | 'fill' | 'className'> & { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/** A name wrapped to `width` px, so long district and type names (Hindi ones too) never run into each other. */
const wrappedTick = (width: number) =>
  function WrappedTick({ x, y, payload, textAnchor, verticalAnchor, fill, className }: TickProps) {
    return (
      <Text x={Number(x)} y={Number(y)} width={width} maxLines={LINES} textAnchor={textAnchor} verticalAnchor={verticalAnchor} fontSize={FONT} style={TICK_STYLE} fill={fill} className={className}>
        {String(payload?.value ?? '')}
      </Text>
    );
  };

/** The box's width as laid out, kept up to date; 0 until measured. */
function useWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

export function SeriesChart({ kind, label, rows, nameKey, series, formatCount }: SeriesChartProps) {
  const { box, width } = useWidth();
  const slot = (width - COUNT_AXIS - MARGIN.right) / Math.max(rows.length, 1);
  // Names sit on the left of lying bars on a phone (or when there are too many to stand side by side).
  const lying = kind === 'bar' && width > 0 && (width < NARROW || slot < MIN_SLOT);
  const nameWidth = Math.round(Math.min(160, Math.max(88, width * 0.36)));
  const counts = { allowDecimals: false, tickFormatter: (value: number) => formatCount(value), tick: { fontSize: FONT } };
  const drawn = series.map((one) =>
    kind === 'line' ? (
      <Line key={one.key} type="monotone" dataKey={one.key} name={one.label} stroke={one.colour} strokeWidth={2} isAnimationActive={false} />
    ) : (
      <Bar key={one.key} dataKey={one.key} name={one.label} fill={one.colour} isAnimationActive={false} />
    ),
  );
  const extras = [<CartesianGrid key="grid" strokeDasharray="3 3" />, <Tooltip key="tooltip" formatter={(value) => formatCount(Number(value))} />, <Legend key="legend" />];

  return (
    <div ref={box} role="img" aria-label={label} className={styles.chart} style={lying ? { height: rows.length * ROW + ROWS_FRAME } : undefined}>
      <ResponsiveContainer width="100%" height="100%">
        {kind === 'line' ? (
          <LineChart data={rows} accessibilityLayer={false} margin={MARGIN}>
            {/* Months the width cannot hold are skipped; the first and last stay inside the chart, clear of the count axis. */}
            <XAxis dataKey={nameKey} tick={{ fontSize: FONT }} tickMargin={6} interval="preserveStartEnd" minTickGap={8} />
            <YAxis width="auto" {...counts} />
            {extras}
            {drawn}
          </LineChart>
        ) : lying ? (
          <BarChart data={rows} layout="vertical" accessibilityLayer={false} margin={MARGIN}>
            <XAxis type="number" {...counts} />
            <YAxis type="category" dataKey={nameKey} width={nameWidth} interval={0} tick={wrappedTick(nameWidth - 8)} />
            {extras}
            {drawn}
          </BarChart>
        ) : (
          <BarChart data={rows} accessibilityLayer={false} margin={MARGIN}>
            <XAxis dataKey={nameKey} interval={0} height={FONT * LINES + 16} tick={wrappedTick(Math.max(slot - 8, 24))} />
            <YAxis width="auto" {...counts} />
            {extras}
            {drawn}
          </BarChart>
        )}
      </ResponsiveContainer>
    </div>
  );
}
