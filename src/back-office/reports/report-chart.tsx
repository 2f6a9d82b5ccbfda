/**
 * A report chart drawn with uPlot (about 50 kB; imported only by this module, which the reports
 * screen loads lazily, so no other screen carries it). Bars for categories, lines for days; the
 * width follows its box. Every chart sits beside a table with the same numbers. uPlot's small
 * stylesheet comes with the reports screen (so it lands in the staff CSS, never in a visitor's precache).
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import styles from './reports.module.css';

export interface ChartSeries { label: string; values: Array<number | null>; color: string }

interface ReportChartProps {
  /** 'bars' for categories (the labels; one or two series), 'lines' for days (the labels are YYYY-MM-DD). */
  type: 'bars' | 'lines';
  labels: string[];
  series: ChartSeries[];
  /** What the chart shows, for screen readers (the table beside it has the numbers). */
  title: string;
  height?: number;
}

const AXIS = { stroke: '#5b6270', grid: { stroke: '#eceef2', width: 1 }, ticks: { stroke: '#d5d9e0', width: 1 }, font: '12px system-ui, sans-serif' };

const shortDay = (iso: string) => {
  const [, m, d] = iso.split('-');
  return `${Number(d)}/${Number(m)}`;
};

/** Category indices to label: every one when they fit, else every `step`-th (about 56 px apart). */
function ticks(count: number, width: number): number[] {
  const step = Math.max(1, Math.ceil(count / Math.max(1, Math.floor(width / 56))));
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % step === 0);
}

function options(props: ReportChartProps, width: number): uPlot.Options {
  const { type, labels, series, height = 240 } = props;
  const n = series.length;
  const bars = type === 'bars';
  // Category names longer than their slot are written at a slant.
  const slot = (width - 60) / Math.max(1, labels.length);
  const slanted = bars && labels.some((l) => l.length * 7 > slot);
  return {
    width, height,
    // Room on the right for the last slanted category name.
    padding: [12, slanted ? 28 : 12, 0, 0],
    legend: { show: n > 1 },
    cursor: { drag: { x: false, y: false }, points: { show: !bars } },
    scales: { x: bars ? { time: false, range: [-0.5, labels.length - 0.5] } : { time: false }, y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.15)] } },
    axes: [
      {
        ...AXIS,
        splits: (u) => (bars ? labels.map((_, i) => i) : ticks(labels.length, u.bbox.width / (window.devicePixelRatio || 1))),
        values: (_u, splits) => splits.map((i) => (bars ? labels[i] ?? '' : shortDay(labels[i] ?? ''))),
        ...(slanted ? { rotate: -35, size: 76 } : {}),
      },
      { ...AXIS, size: 48 },
    ],
    series: [
      { label: bars ? 'Jenis' : 'Tanggal', value: (_u, i) => (i === null ? '' : labels[i] ?? '') },
      ...series.map((s, k) => ({
        label: s.label,
        stroke: s.color,
        fill: bars ? s.color : `${s.color}22`,
        width: bars ? 0 : 2,
        points: { show: !bars && labels.length <= 31, size: 5 },
        // Two series stand side by side: the first left of its category, the second right of it.
        paths: bars ? uPlot.paths.bars!({ size: n === 1 ? [0.6, 72] : [0.35, 40], align: n === 1 ? 0 : k === 0 ? -1 : 1, gap: 2 }) : undefined,
      })),
    ],
  };
}

export default function ReportChart(props: ReportChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  const key = JSON.stringify([props.type, props.labels, props.series, props.height]);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data: uPlot.AlignedData = [props.labels.map((_, i) => i), ...props.series.map((s) => s.values)];
    plot.current = new uPlot(options(props, Math.max(240, el.clientWidth)), data, el);
    const resize = new ResizeObserver(() => plot.current?.setSize({ width: Math.max(240, el.clientWidth), height: props.height ?? 240 }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.current?.destroy();
      plot.current = null;
    };
    // The key holds everything the chart is drawn from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return <div ref={box} className={styles.chart} role="img" aria-label={props.title} />;
}
