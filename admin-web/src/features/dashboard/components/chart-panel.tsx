import type { ReactNode } from 'react';

interface ChartPanelProps {
  id: string;
  title: string;
  subtitle?: string;
  /** Controls above the chart (selects). */
  controls?: ReactNode;
  /** The drawing, hidden from screen readers: `table` says the same in words and numbers. */
  chart: ReactNode;
  table: ReactNode;
  summary?: string;
}

/** Legend entries in the text colour (the series' colour is in the swatch), legible on white. */
export const legendText = (value: string) => <span className="dashboard-chart__legend">{value}</span>;

/** A chart in a panel, readable without the picture: a summary line and a table kept for screen readers. */
export function ChartPanel({ id, title, subtitle, controls, chart, table, summary }: ChartPanelProps) {
  return (
    <section className="panel dashboard-chart" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {subtitle && <p className="dashboard-chart__subtitle">{subtitle}</p>}
      {controls}
      {summary && <p className="dashboard-chart__summary">{summary}</p>}
      <div className="dashboard-chart__drawing" aria-hidden="true">
        {chart}
      </div>
      <div className="visually-hidden">{table}</div>
    </section>
  );
}
