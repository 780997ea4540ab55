// One chart of the analytics screen, drawn by Chartist as SVG (docs/decisions/011-charts.md). The chart is a picture
// for the eye only: it is hidden from assistive technology, and every chart has its table beside it (ChartSection).
import { BarChart, LineChart, type BarChartOptions, type LineChartOptions } from 'chartist';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

export interface ChartProps {
  kind: 'line' | 'bar';
  /** Bars across, with the labels on the left (long names). */
  horizontal: boolean;
  /** One label per point, one series per figure (./sections.ts chartPointsOf); kept stable between renders. */
  points: { labels: readonly string[]; series: readonly (readonly number[])[] };
  /** The values are percentages (occupancy). */
  percent: boolean;
}

interface DrawOptions extends ChartProps {
  /** How many category labels fit the chart's width. */
  fitting: number;
  /** A value axis label in the reader's language ("25 %", "1,200"). */
  valueLabel(value: number): string;
}

/** The room one label under a chart needs; labels that do not fit are left out (the table has them all). */
const labelWidthPx = 76;
const chartHeight = 260;
const barRowHeight = 34;

function everyNth(count: number, fitting: number) {
  const step = Math.max(1, Math.ceil(count / fitting));
  return (label: string | number, index: number) => (index % step === 0 ? label : null);
}

function lineOptions(props: DrawOptions): LineChartOptions {
  return {
    height: chartHeight,
    fullWidth: true,
    low: 0,
    showArea: false,
    // A point per day for a year would be a smear of dots; the line says it.
    showPoint: props.points.labels.length <= 62,
    // A label starts at its point: the last one needs room on the right.
    chartPadding: { top: 16, right: 72, bottom: 8, left: 8 },
    axisX: { showGrid: false, labelInterpolationFnc: everyNth(props.points.labels.length, props.fitting) },
    axisY: { onlyInteger: true, offset: 48, labelInterpolationFnc: (value: string | number) => props.valueLabel(Number(value)) },
  };
}

function barOptions(props: DrawOptions): BarChartOptions {
  const valueAxis = { onlyInteger: true, low: 0, labelInterpolationFnc: (value: string | number) => props.valueLabel(Number(value)) };
  if (props.horizontal) {
    return {
      height: Math.max(120, props.points.labels.length * barRowHeight + 48),
      horizontalBars: true,
      reverseData: true,
      chartPadding: { top: 8, right: 24, bottom: 8, left: 8 },
      axisX: valueAxis,
      axisY: { offset: 140, showGrid: false },
    };
  }
  return {
    height: chartHeight,
    chartPadding: { top: 16, right: 16, bottom: 8, left: 8 },
    axisX: { showGrid: false, labelInterpolationFnc: everyNth(props.points.labels.length, props.fitting) },
    axisY: { ...valueAxis, offset: 48 },
  };
}

export function Chart({ kind, horizontal, points, percent }: ChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const intl = useIntl();
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const valueLabel = (value: number) => (percent ? intl.formatNumber(value / 100, { style: 'percent' }) : intl.formatNumber(value));
    const fitting = Math.max(2, Math.floor(element.clientWidth / labelWidthPx));
    const options: DrawOptions = { kind, horizontal, points, percent, valueLabel, fitting };
    const data = { labels: [...points.labels], series: points.series.map((values) => [...values]) };
    const chart = kind === 'line' ? new LineChart(element, data, lineOptions(options)) : new BarChart(element, data, barOptions(options));
    return () => {
      chart.detach();
      element.replaceChildren();
    };
  }, [kind, horizontal, points, percent, intl]);
  return <div ref={container} className={`analytics-chart analytics-chart--${kind}`} aria-hidden="true" />;
}
