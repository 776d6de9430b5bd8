import { useEffect, useMemo, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Language } from '@qamar/shared';
import { formatDay } from '../lib/format.ts';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
}

export interface TimeChartProps {
  title: string;
  /** The range's days (2026-03-01); every series has one value per day. */
  days: string[];
  series: ChartSeries[];
  type: 'bars' | 'lines';
  /** Bars stacked in the order given (the first at the bottom). */
  stacked?: boolean;
  /** Counts: the value axis gets whole steps only. */
  integer?: boolean;
  format: (value: number) => string;
  language: Language;
  dayLabel: string;
}

const HEIGHT = 220;
const colors = { axis: '#625e78', grid: '#e6e4f7' };
const fonts = {
  en: '600 12px Nunito, Cairo, sans-serif',
  ar: '600 12px Cairo, Nunito, sans-serif',
} as const;
const wholeSteps = [
  1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000,
];

/**
 * A chart of one value per day, drawn by uPlot on a canvas. In Arabic the days run from right to
 * left and the value axis stands on the right, as the page reads; labels keep Western digits and
 * the Arabic face. The legend and the hovered day's values are HTML above the canvas, and the
 * numbers are also a table for screen readers.
 */
export function TimeChart({
  title,
  days,
  series,
  type,
  stacked = false,
  integer = false,
  format,
  language,
  dayLabel,
}: TimeChartProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const rtl = language === 'ar';
  // Stacked bars are drawn as running totals, the tallest first, so each sits on the ones below it.
  const drawn = useMemo(() => {
    if (!stacked) return series;
    let running = days.map(() => 0);
    const totals = series.map((entry) => {
      running = running.map((sum, i) => sum + (entry.values[i] ?? 0));
      return { ...entry, values: running };
    });
    return totals.reverse();
  }, [days, series, stacked]);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const xs = days.map((_, i) => i);
    const font = fonts[language];
    const options: uPlot.Options = {
      width: Math.max(element.clientWidth, 200),
      height: HEIGHT,
      legend: { show: false },
      // Room for the day labels at the end away from the value axis (the left in Arabic, the right in English).
      padding: rtl ? [12, 12, 0, 36] : [12, 36, 0, 12],
      cursor: {
        y: false,
        points: { show: type === 'lines' },
        drag: { x: false, y: false, setScale: false },
      },
      scales: {
        x: { time: false, dir: rtl ? -1 : 1, range: () => [-0.6, days.length - 0.4] },
        y: { range: (_plot, _min, max) => [0, max > 0 ? max * 1.12 : 1] },
      },
      axes: [
        {
          stroke: colors.axis,
          font,
          grid: { show: false },
          ticks: { show: false },
          gap: 6,
          size: 30,
          // As many day labels as fit, evenly spread, always the last day.
          splits: (plot) => {
            const room = Math.max(1, Math.floor(plot.bbox.width / devicePixelRatio / 64));
            const step = Math.max(1, Math.ceil(days.length / room));
            const picked: number[] = [];
            for (let i = days.length - 1; i >= 0; i -= step) picked.unshift(i);
            return picked;
          },
          values: (_plot, splits) =>
            splits.map((i) => (days[i] ? formatDay(days[i], language) : '')),
        },
        {
          side: rtl ? 1 : 3,
          stroke: colors.axis,
          font,
          size: 64,
          gap: 6,
          ticks: { show: false },
          grid: { stroke: colors.grid, width: 1 },
          ...(integer ? { incrs: wholeSteps } : {}),
          values: (_plot, splits) => splits.map((value) => format(value)),
        },
      ],
      series: [
        {},
        ...drawn.map((entry) => ({
          label: entry.label,
          stroke: entry.color,
          width: type === 'bars' ? 0 : 2.5,
          fill: type === 'bars' ? entry.color : `${entry.color}1f`,
          points: { show: false },
          ...(type === 'bars' ? { paths: uPlot.paths.bars!({ size: [0.72, 36], gap: 1 }) } : {}),
        })),
      ],
      hooks: { setCursor: [(plot) => setHovered(plot.cursor.idx ?? null)] },
    };
    const plot = new uPlot(options, [xs, ...drawn.map((entry) => entry.values)], element);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days, drawn, type, integer, format, language, rtl]);

  const totals = series.map((entry) => entry.values.reduce((sum, value) => sum + value, 0));
  const day = hovered !== null ? days[hovered] : undefined;

  return (
    // min-w-0 and a track of minmax(0, 1fr): the canvas takes the box's width and never widens the box (which would widen the canvas again).
    <figure className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-[var(--radius-card)] bg-white p-4 shadow-soft sm:p-5">
      <figcaption className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className="me-auto font-extrabold text-night-900">{title}</span>
        <span className="text-sm font-semibold tabular-nums text-ink-500" aria-hidden="true">
          {day ? formatDay(day, language) : '\u00a0'}
        </span>
      </figcaption>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-hidden="true">
        {series.map((entry, i) => (
          <li key={entry.label} className="inline-flex items-center gap-1.5 text-ink-700">
            <span className="h-2.5 w-2.5 rounded-full" style={{ background: entry.color }} />
            <span>{entry.label}</span>
            <span className="font-bold tabular-nums text-night-900">
              {format(hovered !== null ? (entry.values[hovered] ?? 0) : totals[i]!)}
            </span>
          </li>
        ))}
      </ul>
      <div
        ref={holder}
        className="min-h-[220px] w-full min-w-0 overflow-hidden"
        aria-hidden="true"
      />
      {/* In a box of its own: a table is as wide as its content whatever its width says, so sr-only alone would overflow the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{dayLabel}</th>
              {series.map((entry) => (
                <th key={entry.label} scope="col">
                  {entry.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((value, i) => (
              <tr key={value}>
                <th scope="row">{formatDay(value, language)}</th>
                {series.map((entry) => (
                  <td key={entry.label}>{format(entry.values[i] ?? 0)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
