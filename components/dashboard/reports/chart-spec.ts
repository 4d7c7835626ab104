/**
 * Client-safe: what a report chart draws, built on the server from the report's figures and handed
 * to the chart island as props (docs/decisions/0100-charts-with-chart-js-on-staff-screens.md).
 * Amounts stay in kuruş; the chart shows lira in the page's money format.
 */
export type ChartColour = 'bookings' | 'cancelled' | 'revenue' | 'sold' | 'held' | 'free' | 'c1' | 'c2' | 'c3' | 'c4' | 'c5' | 'c6';
export type ChartUnit = 'count' | 'money';

export type ChartSeries = {
  label: string;
  values: number[];
  unit: ChartUnit;
  colour: ChartColour;
  /** In a bar chart, a series drawn as a line (on the money axis when its unit is money). */
  line?: boolean;
};

export type ChartSpec = {
  type: 'bar' | 'doughnut';
  labels: string[];
  series: ChartSeries[];
  /** Bars running sideways (long names such as departures and tours). */
  horizontal?: boolean;
  /** The bar series stacked (sold / held / free of a departure). */
  stacked?: boolean;
};

/** A table's figures for CSV and the clipboard: numbers as numbers, amounts in the region's decimal format. */
export type TableExport = { filename: string; header: string[]; rows: (string | number)[][] };
