'use client';

import { useEffect, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
  type ChartDataset,
} from 'chart.js';
import { useTheme } from '@/components/providers/theme';
import { intlLocale, numberFormat } from '@/lib/intl-format';
import type { ChartColour, ChartSpec, ChartUnit } from './chart-spec';

// Only what the reports draw: bars, a line over bars, doughnuts (Chart.js tree-shakes the rest).
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, DoughnutController, ArcElement, CategoryScale, LinearScale, Tooltip, Legend);

/** Colours readable on white and on the dark theme's slate-950 (Tailwind's 600 and 400 shades). */
const palette: Record<'light' | 'dark', Record<ChartColour | 'text' | 'grid', string>> = {
  light: {
    bookings: '#0284c7',
    cancelled: '#dc2626',
    revenue: '#059669',
    sold: '#c2410c',
    held: '#d97706',
    free: '#cbd5e1',
    c1: '#0284c7',
    c2: '#c2410c',
    c3: '#059669',
    c4: '#7c3aed',
    c5: '#d97706',
    c6: '#64748b',
    text: '#334155',
    grid: '#e2e8f0',
  },
  dark: {
    bookings: '#38bdf8',
    cancelled: '#f87171',
    revenue: '#34d399',
    sold: '#fb923c',
    held: '#fbbf24',
    free: '#475569',
    c1: '#38bdf8',
    c2: '#fb923c',
    c3: '#34d399',
    c4: '#a78bfa',
    c5: '#fbbf24',
    c6: '#94a3b8',
    text: '#e2e8f0',
    grid: '#334155',
  },
};
const sliceColours: ChartColour[] = ['c1', 'c2', 'c3', 'c4', 'c5', 'c6'];

function formatter(unit: ChartUnit, locale: string, precise: boolean) {
  const intl = intlLocale(locale);
  if (unit === 'count') return (value: number) => numberFormat(intl, { maximumFractionDigits: 0 }).format(value);
  // Kuruş to lira: whole lira on the axis, kuruş in the tooltip (the table has the exact figure).
  const money = numberFormat(intl, { style: 'currency', currency: 'TRY', currencyDisplay: 'narrowSymbol', minimumFractionDigits: precise ? 2 : 0, maximumFractionDigits: precise ? 2 : 0 });
  return (value: number) => money.format(value / 100);
}

function configuration(spec: ChartSpec, locale: string, theme: 'light' | 'dark'): ChartConfiguration {
  const colours = palette[theme];
  const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  const tooltipLabel = (unitOf: (index: number) => ChartUnit) => ({
    label: (item: { datasetIndex: number; dataset: { label?: string }; parsed: number | { x: number; y: number }; label: string }) => {
      const raw = typeof item.parsed === 'number' ? item.parsed : spec.horizontal ? item.parsed.x : item.parsed.y;
      const name = spec.type === 'doughnut' ? item.label : item.dataset.label;
      return `${name}: ${formatter(unitOf(item.datasetIndex), locale, true)(raw)}`;
    },
  });
  const common = {
    locale: intlLocale(locale),
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? (false as const) : { duration: 250 },
    color: colours.text,
    plugins: { legend: { labels: { color: colours.text, boxWidth: 14 } } },
  };

  if (spec.type === 'doughnut') {
    const [series] = spec.series;
    return {
      type: 'doughnut',
      data: {
        labels: spec.labels,
        datasets: [{ label: series.label, data: series.values, backgroundColor: spec.labels.map((_, index) => colours[sliceColours[index % sliceColours.length]]), borderColor: theme === 'dark' ? '#020617' : '#ffffff' }],
      },
      options: { ...common, plugins: { ...common.plugins, legend: { position: 'bottom', labels: { color: colours.text, boxWidth: 14 } }, tooltip: { callbacks: tooltipLabel(() => series.unit) } } },
    };
  }

  const valueAxis = spec.horizontal ? 'x' : 'y';
  const hasMoneyBars = spec.series.some((series) => !series.line && series.unit === 'money');
  const lineOnMoney = spec.series.some((series) => series.line && series.unit === 'money');
  const datasets = spec.series.map((series): ChartDataset<'bar' | 'line'> => {
    const onMoneyAxis = series.unit === 'money' && !hasMoneyBars;
    const axis = onMoneyAxis ? 'money' : valueAxis;
    return series.line
      ? { type: 'line', label: series.label, data: series.values, borderColor: colours[series.colour], backgroundColor: colours[series.colour], pointRadius: 2, tension: 0.2, yAxisID: axis, order: 0 }
      : { type: 'bar', label: series.label, data: series.values, backgroundColor: colours[series.colour], ...(spec.horizontal ? { xAxisID: axis } : { yAxisID: axis }), order: 1, stack: spec.stacked ? 'one' : undefined };
  });
  const unitOf = (index: number) => spec.series[index]?.unit ?? 'count';
  const axisUnit: ChartUnit = hasMoneyBars ? 'money' : 'count';
  const ticks = (unit: ChartUnit) => ({ color: colours.text, callback: (value: string | number) => formatter(unit, locale, false)(Number(value)) });
  const category = { ticks: { color: colours.text, autoSkip: true, maxRotation: 0 }, grid: { display: false }, stacked: spec.stacked };
  const value = { beginAtZero: true, ticks: ticks(axisUnit), grid: { color: colours.grid }, stacked: spec.stacked };
  return {
    type: 'bar',
    data: { labels: spec.labels, datasets: datasets as ChartDataset<'bar'>[] },
    options: {
      ...common,
      indexAxis: spec.horizontal ? 'y' : 'x',
      interaction: { mode: 'index', intersect: false },
      scales: {
        [spec.horizontal ? 'y' : 'x']: category,
        [valueAxis]: value,
        ...(lineOnMoney && !hasMoneyBars ? { money: { position: 'right', beginAtZero: true, ticks: ticks('money'), grid: { drawOnChartArea: false } } } : {}),
      },
      plugins: { ...common.plugins, tooltip: { callbacks: tooltipLabel(unitOf) } },
    },
  } as ChartConfiguration;
}

/**
 * One Chart.js chart on a canvas (loaded with a dynamic import by ReportPanel, so Chart.js reaches
 * only the staff screens that draw charts). Redrawn when the figures, the language or the theme change.
 */
export default function ChartCanvas({ spec, locale, label }: { spec: ChartSpec; locale: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { theme } = useTheme();
  useEffect(() => {
    if (!canvas.current) return;
    const chart = new Chart(canvas.current, configuration(spec, locale, theme));
    return () => chart.destroy();
  }, [spec, locale, theme]);
  return (
    <canvas ref={canvas} role="img" aria-label={label} data-chart-ready="true">
      {label}
    </canvas>
  );
}
