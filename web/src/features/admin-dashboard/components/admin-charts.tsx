import { useCallback, useMemo, type ReactNode } from 'react';
import type { AdminStats } from '../api/admin-types.ts';
import { deliveryWeekSeries, describeSeries, pipelineSeries, revenueSeries } from '../logic/chart-series.ts';
import { ChartCanvas } from '../../../components/chart-canvas.tsx';

// NOTE: only ever a dynamic import, so chart.js is its own chunk that neither visitors nor the other staff screens download.
const loadCharts = () => import('../logic/render-chart.ts');

function ChartCard({ title, note, children }: { title: string; note: string; children: ReactNode }) {
  return (
    <figure className="rounded-xl border border-charcoal/10 bg-white p-4 shadow-sm">
      <figcaption className="mb-3">
        <span className="block font-display text-lg font-semibold text-charcoal">{title}</span>
        <span className="text-xs text-smoke">{note}</span>
      </figcaption>
      {children}
    </figure>
  );
}

/** Delivery weeks against capacity, revenue by day and the quote pipeline (issue 8). */
export function AdminCharts({ stats }: { stats: AdminStats }) {
  const weeks = useMemo(() => deliveryWeekSeries(stats.deliveryWeeks), [stats.deliveryWeeks]);
  const revenue = useMemo(() => revenueSeries(stats.revenueByDay), [stats.revenueByDay]);
  const pipeline = useMemo(() => pipelineSeries(stats.quotePipeline), [stats.quotePipeline]);
  const drawWeeks = useCallback(
    (c: typeof import('../logic/render-chart.ts'), canvas: HTMLCanvasElement) => c.deliveryWeeksChart(canvas, weeks),
    [weeks],
  );
  const drawRevenue = useCallback(
    (c: typeof import('../logic/render-chart.ts'), canvas: HTMLCanvasElement) => c.revenueChart(canvas, revenue),
    [revenue],
  );
  const drawPipeline = useCallback(
    (c: typeof import('../logic/render-chart.ts'), canvas: HTMLCanvasElement) => c.pipelineChart(canvas, pipeline),
    [pipeline],
  );
  const booked = weeks.whiteGlove.map((n, i) => n + (weeks.dropOff[i] ?? 0));

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <ChartCard title="Delivery weeks" note="Homes booked per delivery week against capacity">
        <ChartCanvas
          load={loadCharts}
          draw={drawWeeks}
          description={`Bookings per delivery week. ${describeSeries(weeks.labels, booked, (n) => `${n} booked`)}. Capacity: ${weeks.capacity.join(', ')}.`}
        />
      </ChartCard>
      <ChartCard title="Revenue by day" note="Paid orders' totals, last 90 days, Pacific time">
        <ChartCanvas
          load={loadCharts}
          draw={drawRevenue}
          description={`Revenue by day. ${describeSeries(revenue.labels, revenue.revenue, (n) => `$${n.toFixed(2)}`)}`}
        />
      </ChartCard>
      <ChartCard title="Quote pipeline" note="Custom quotes by status">
        <ChartCanvas
          load={loadCharts}
          draw={drawPipeline}
          description={`Quotes by status. ${describeSeries(pipeline.labels, pipeline.counts, (n) => `${n}`)}`}
        />
      </ChartCard>
    </div>
  );
}
