import { toCsv, type CsvColumn } from '@sdp/shared/csv';
import type { FunnelStep, Insights, SeasonRates, SideBySide } from '@sdp/shared/wire-insights';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { ChartCanvas } from '../../../components/chart-canvas.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { StatCard } from '../../../components/ui/stat-card.tsx';
import { useInsights } from '../api/get-insights.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { usd } from '../../../lib/order-labels.ts';
import { downloadCsv } from '../logic/insights-csv.ts';
import type { TwoSeasons } from '../logic/render-insights.ts';
import { darkHeat, heatAlpha } from '../logic/heat-shade.ts';

// NOTE: only ever a dynamic import: chart.js is a chunk of its own, loaded when the first chart draws.
const loadCharts = () => import('../logic/render-insights.ts');
type Charts = Awaited<ReturnType<typeof loadCharts>>;

const pct = (x: number | null) => (x === null ? '—' : `${Math.round(x * 1000) / 10}%`);
const cents = (decimal: string) => Math.round(Number(decimal) * 100);
const TOP = 10;

/**
 * /insights (docs/design.md §21): the season beside the one before. Every chart has its numbers as a table (for screen readers and
 * for reading on a phone) and as a CSV download; revenue is booked revenue (§16), bookings count deposits paid.
 */
export function InsightsScreen() {
  const [year, setYear] = useState<number | null>(null);
  const insights = useInsights(year);
  if (insights.isPending) return <Spinner label="Loading the numbers" className="py-8" />;
  if (insights.isError) return <p role="alert" className="rounded-xl border border-danger/25 bg-white p-4 text-sm text-danger">The numbers could not be loaded.</p>;
  const data = insights.data;
  return (
    <div className="space-y-6" aria-busy={insights.isFetching}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-2xl font-semibold text-charcoal">Fall {data.year} <span className="text-smoke">beside fall {data.lastYear}</span></h2>
        <label className="flex items-center gap-2 text-sm text-charcoal">
          Season
          <select className="h-11 rounded-lg border border-charcoal/20 bg-white px-3" value={data.year} onChange={(e) => setYear(Number(e.target.value))}>
            {data.seasons.map((y) => <option key={y} value={y}>Fall {y}</option>)}
          </select>
        </label>
      </div>
      <Rates pickups={data.pickups} rates={data.rates} lastYear={data.lastYear} />
      <div className="grid gap-4 lg:grid-cols-2">
        <BookingsByWeek data={data} />
        <BookingsByDay data={data} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <Funnel title="Visits to deposits, by landing page" what="page" rows={data.funnel.byPage} data={data} />
        <Funnel title="Visits to deposits, by source" what="source" rows={data.funnel.bySource} data={data} />
      </div>
      <CapacityHeatMap data={data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RevenueBy title="Revenue by community" what="community" rows={data.revenueByCommunity} data={data} />
        <RevenueBy title="Revenue by package" what="package" rows={data.revenueByPackage} data={data} />
        <RevenueBy title="Revenue by zip code" what="zip" rows={data.revenueByZip} data={data} />
        <RevenueBySeason data={data} />
      </div>
    </div>
  );
}

function Rates({ rates, lastYear, pickups }: { rates: Insights['rates']; lastYear: number; pickups: Insights['pickups'] | undefined }) {
  const note = (pick: (r: SeasonRates) => string) => `Fall ${lastYear}: ${pick(rates.lastYear)}`;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-6">
      <StatCard label="Booked revenue" value={usd(rates.thisYear.revenue)} note={note((r) => usd(r.revenue))} />
      <StatCard label="Orders" value={rates.thisYear.orders} note={note((r) => String(r.orders))} />
      <StatCard label="Average order" value={rates.thisYear.averageOrder ? usd(rates.thisYear.averageOrder) : '—'} note={note((r) => (r.averageOrder ? usd(r.averageOrder) : '—'))} />
      <StatCard label="Renewal rate" value={pct(rates.thisYear.renewalRate)} note={note((r) => pct(r.renewalRate))} />
      <StatCard label="Refund rate" value={pct(rates.thisYear.refundRate)} note={note((r) => pct(r.refundRate))} />
      {/* Pick-ups (docs/design.md §26): the pumpkins the crews took to farms, weighed at each cleared porch. */}
      <StatCard label="Pounds donated" value={`${(pickups?.thisYear.poundsDonated ?? 0).toLocaleString('en-US')} lb`} note={`Fall ${lastYear}: ${(pickups?.lastYear.poundsDonated ?? 0).toLocaleString('en-US')} lb`} />
    </dl>
  );
}

/** A chart with its numbers: the table screen readers read (and people open on a phone), and the CSV to download. */
function ChartCard<Row>({ title, note, chart, rows, columns, filename }: {
  title: string;
  note: string;
  chart: ReactNode;
  rows: readonly Row[];
  columns: readonly CsvColumn<Row>[];
  filename: string;
}) {
  return (
    <figure className="min-w-0 rounded-xl border border-charcoal/10 bg-white p-4 shadow-sm">
      <figcaption className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <span>
          <span className="block font-display text-lg font-semibold text-charcoal">{title}</span>
          <span className="text-xs text-smoke">{note}</span>
        </span>
        <Button size="sm" variant="outline" disabled={rows.length === 0} onClick={() => downloadCsv(filename, toCsv(rows, columns))}>
          Download CSV<span className="sr-only"> of {title.toLowerCase()}</span>
        </Button>
      </figcaption>
      {rows.length === 0 ? <p className="py-8 text-center text-sm text-smoke">Nothing to show yet.</p> : chart}
      {rows.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="min-h-11 cursor-pointer py-2 font-medium text-ember">The numbers</summary>
          <div className="max-h-80 overflow-auto">
            <table className="w-full text-left tabular-nums">
              <caption className="sr-only">{title}</caption>
              <thead><tr>{columns.map((c) => <th key={c.heading} scope="col" className="border-b border-charcoal/10 px-2 py-1.5 text-xs font-semibold text-smoke">{c.heading}</th>)}</tr></thead>
              <tbody>
                {rows.map((row, i) => (
                  <tr key={i} className="border-b border-charcoal/5">{columns.map((c) => <td key={c.heading} className="px-2 py-1.5">{c.cell(row)}</td>)}</tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      )}
    </figure>
  );
}

function useTwoSeasonsChart(series: TwoSeasons, type: 'bar' | 'line' = 'bar') {
  return useCallback((charts: Charts, canvas: HTMLCanvasElement) => charts.twoSeasonsChart(canvas, series, type), [series, type]);
}

const say = (labels: string[], values: number[], fmt: (n: number) => string) => labels.map((l, i) => `${l}: ${fmt(values[i] ?? 0)}`).slice(0, 12).join('; ');

/** A figure counted per period in two seasons: its chart, and its table and CSV with one column per season. */
function TwoSeasonsCard<Row extends { thisYear: number; lastYear: number }>({ title, note, rows, filename, period, lastHeading, series, type, description }: {
  title: string;
  note: string;
  rows: readonly Row[];
  filename: string;
  period: CsvColumn<Row>;
  lastHeading: string;
  series: TwoSeasons;
  type?: 'bar' | 'line';
  description: string;
}) {
  const draw = useTwoSeasonsChart(series, type);
  return (
    <ChartCard
      title={title}
      note={note}
      rows={rows}
      filename={filename}
      columns={[period, { heading: series.thisLabel, cell: (r) => r.thisYear }, { heading: lastHeading, cell: (r) => r.lastYear }]}
      chart={<ChartCanvas load={loadCharts} draw={draw} description={description} />}
    />
  );
}

function BookingsByWeek({ data }: { data: Insights }) {
  const rows = data.bookingsByWeek;
  const series = useMemo<TwoSeasons>(() => ({
    labels: rows.map((w) => w.label), thisYear: rows.map((w) => w.thisYear), lastYear: rows.map((w) => w.lastYear), thisLabel: `Fall ${data.year}`, lastLabel: `Fall ${data.lastYear}`,
  }), [rows, data.year, data.lastYear]);
  return (
    <TwoSeasonsCard
      title="Bookings by week"
      note="Deposits paid per week of the year, San Diego time"
      rows={rows}
      filename={`bookings-by-week-${data.year}.csv`}
      period={{ heading: 'Week of', cell: (w) => w.label }}
      lastHeading={`Fall ${data.lastYear}`}
      series={series}
      description={`Bookings by week, fall ${data.year} beside fall ${data.lastYear}. ${say(series.labels, series.thisYear, String)}`}
    />
  );
}

function BookingsByDay({ data }: { data: Insights }) {
  const rows = data.bookingsByDay;
  const series = useMemo<TwoSeasons>(() => ({
    labels: rows.map((d) => formatCalendarDate(d.date, { month: 'short', day: 'numeric' })), thisYear: rows.map((d) => d.thisYear), lastYear: rows.map((d) => d.lastYear),
    thisLabel: `Fall ${data.year}`, lastLabel: `Fall ${data.lastYear} (same weekday)`,
  }), [rows, data.year, data.lastYear]);
  return (
    <TwoSeasonsCard
      title="Bookings by day"
      note="Deposits paid per day; last year on the same weekday"
      rows={rows}
      filename={`bookings-by-day-${data.year}.csv`}
      period={{ heading: 'Day', cell: (d) => d.date }}
      lastHeading={`Fall ${data.lastYear} (364 days before)`}
      series={series}
      type="line"
      description={`Bookings by day in fall ${data.year}, ${rows.reduce((s, d) => s + d.thisYear, 0)} in all, beside ${rows.reduce((s, d) => s + d.lastYear, 0)} a year before.`}
    />
  );
}

const LEVELS = [['white-glove', 'White-glove'], ['drop-off', 'Drop-off']] as const;

/** Capacity used per delivery week and service level, as a heat map: the deeper the colour, the fuller the week. */
function CapacityHeatMap({ data }: { data: Insights }) {
  const dates = [...new Set(data.capacity.map((c) => c.date))].sort();
  const cell = (date: string, level: string) => data.capacity.find((c) => c.date === date && c.level === level);
  const rows = dates.flatMap((date) => LEVELS.map(([level, label]) => ({ date, label, slot: cell(date, level) })));
  return (
    <ChartCard
      title="How full each week is"
      note="Spots taken of capacity per delivery week (held renewal weeks count as taken)"
      rows={rows}
      filename={`capacity-${data.year}.csv`}
      columns={[
        { heading: 'Week of', cell: (r) => r.date },
        { heading: 'Service', cell: (r) => r.label },
        { heading: 'Taken', cell: (r) => r.slot?.booked ?? 0 },
        { heading: 'Capacity', cell: (r) => r.slot?.capacity ?? 0 },
      ]}
      chart={
        <div className="overflow-x-auto" aria-hidden="true">
          <div className="grid min-w-[20rem] gap-1.5" style={{ gridTemplateColumns: `6.5rem repeat(${dates.length}, minmax(3.5rem, 1fr))` }}>
            <span />
            {dates.map((d) => <span key={d} className="text-center text-xs font-medium text-smoke">{formatCalendarDate(d, { month: 'short', day: 'numeric' })}</span>)}
            {LEVELS.map(([level, label]) => (
              <HeatRow key={level} label={label} cells={dates.map((d) => cell(d, level))} />
            ))}
          </div>
        </div>
      }
    />
  );
}

function HeatRow({ label, cells }: { label: string; cells: (Insights['capacity'][number] | undefined)[] }) {
  return (
    <>
      <span className="self-center text-xs font-medium text-charcoal">{label}</span>
      {cells.map((c, i) => {
        const used = c && c.capacity > 0 ? Math.min(c.booked / c.capacity, 1) : 0;
        const full = darkHeat(used);
        return (
          <span
            key={i}
            className={`flex h-12 flex-col items-center justify-center rounded-md text-xs tabular-nums ${full ? 'text-white' : 'text-charcoal'}`}
            style={{ background: `rgba(168, 64, 26, ${heatAlpha(used)})` }}
          >
            <span className="font-semibold">{Math.round(used * 100)}%</span>
            <span>{c ? `${c.booked}/${c.capacity}` : '—'}</span>
          </span>
        );
      })}
    </>
  );
}

function RevenueBy({ title, what, rows, data }: { title: string; what: string; rows: SideBySide[]; data: Insights }) {
  const series = useMemo<TwoSeasons>(() => {
    const top = rows.slice(0, TOP);
    return {
      labels: top.map((r) => r.key), thisYear: top.map((r) => cents(r.thisYear) / 100), lastYear: top.map((r) => cents(r.lastYear) / 100),
      thisLabel: `Fall ${data.year}`, lastLabel: `Fall ${data.lastYear}`, money: true, horizontal: true,
    };
  }, [rows, data.year, data.lastYear]);
  const draw = useTwoSeasonsChart(series);
  return (
    <ChartCard
      title={title}
      note={rows.length > TOP ? `Booked revenue, the ${TOP} largest this season (all in the numbers)` : 'Booked revenue: totals of orders that stand'}
      rows={rows}
      filename={`revenue-by-${what}-${data.year}.csv`}
      columns={[
        { heading: what === 'zip' ? 'Zip code' : what === 'package' ? 'Package' : 'Community', cell: (r) => r.key },
        { heading: `Fall ${data.year} ($)`, cell: (r) => r.thisYear },
        { heading: `Fall ${data.lastYear} ($)`, cell: (r) => r.lastYear },
      ]}
      chart={<ChartCanvas load={loadCharts} draw={draw} height="h-80" description={`${title}, fall ${data.year} beside fall ${data.lastYear}. ${say(series.labels, series.thisYear, (n) => `$${n.toFixed(2)}`)}`} />}
    />
  );
}

function RevenueBySeason({ data }: { data: Insights }) {
  const rows = data.revenueBySeason;
  const series = useMemo<TwoSeasons>(() => ({
    labels: rows.map((s) => `Fall ${s.year}`), thisYear: rows.map((s) => cents(s.revenue) / 100), lastYear: [], thisLabel: 'Booked revenue', lastLabel: '', money: true,
  }), [rows]);
  const draw = useTwoSeasonsChart(series);
  return (
    <ChartCard
      title="Revenue by season"
      note="Every season the business has run"
      rows={rows}
      filename="revenue-by-season.csv"
      columns={[
        { heading: 'Season', cell: (s) => s.year },
        { heading: 'Booked revenue ($)', cell: (s) => s.revenue },
        { heading: 'Orders', cell: (s) => s.orders },
      ]}
      chart={<ChartCanvas load={loadCharts} draw={draw} description={`Revenue by season. ${say(series.labels, series.thisYear, (n) => `$${n.toFixed(2)}`)}`} />}
    />
  );
}

const share = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 1000) / 10}%`);

/** Visits -> orders started -> deposits paid (docs/design.md §21): each visitor-day once, no cookie (ADR 112). */
function Funnel({ title, what, rows, data }: { title: string; what: 'page' | 'source'; rows: FunnelStep[]; data: Insights }) {
  const funnel = useMemo(() => {
    const top = rows.slice(0, 8);
    return { labels: top.map((r) => r.key), visits: top.map((r) => r.visits), started: top.map((r) => r.started), paid: top.map((r) => r.paid) };
  }, [rows]);
  const draw = useCallback((charts: Charts, canvas: HTMLCanvasElement) => charts.funnelChart(canvas, funnel), [funnel]);
  return (
    <ChartCard
      title={title}
      note={`Fall ${data.year}: visitors counted once a day without a cookie; started = opened the order form or began checkout`}
      rows={rows}
      filename={`funnel-by-${what}-${data.year}.csv`}
      columns={[
        { heading: what === 'page' ? 'Landing page' : 'Source', cell: (r) => r.key },
        { heading: 'Visits', cell: (r) => r.visits },
        { heading: 'Order started', cell: (r) => r.started },
        { heading: 'Deposit paid', cell: (r) => r.paid },
        { heading: 'Visits to deposit', cell: (r) => share(r.paid, r.visits) },
      ]}
      chart={<ChartCanvas load={loadCharts} draw={draw} height="h-72" description={`${title}. ${rows.slice(0, 8).map((r) => `${r.key}: ${r.visits} visits, ${r.started} started, ${r.paid} paid`).join('; ')}`} />}
    />
  );
}
