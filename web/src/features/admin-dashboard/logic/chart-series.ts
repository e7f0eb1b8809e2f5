import { formatCalendarDate } from '../../../lib/format-date.ts';
import type { AdminStats } from '../api/admin-types.ts';

const shortDay = (isoDate: string) => formatCalendarDate(isoDate, { month: 'short', day: 'numeric' });
const STATUS_LABELS = { pending: 'Pending', contacted: 'Contacted', quoted: 'Quoted', closed: 'Closed' } as const;

/** Bookings per delivery week by service level, and the week's total capacity to read them against. */
export function deliveryWeekSeries(weeks: AdminStats['deliveryWeeks']) {
  return {
    labels: weeks.map((week) => shortDay(week.date)),
    whiteGlove: weeks.map((week) => week.booked['white-glove']),
    dropOff: weeks.map((week) => week.booked['drop-off']),
    capacity: weeks.map((week) => week.capacity['white-glove'] + week.capacity['drop-off']),
  };
}

/** Revenue (sum of order totals) per Pacific day, in dollars for the axis. */
export function revenueSeries(days: AdminStats['revenueByDay']) {
  return { labels: days.map((day) => shortDay(day.date)), revenue: days.map((day) => Number(day.revenue)) };
}

/** Quotes per status, in the intended order pending -> contacted -> quoted -> closed. */
export function pipelineSeries(pipeline: AdminStats['quotePipeline']) {
  return { labels: pipeline.map((stage) => STATUS_LABELS[stage.status] ?? stage.status), counts: pipeline.map((stage) => stage.count) };
}

/** One sentence a screen reader gets in place of a chart's pixels. */
export function describeSeries(labels: string[], values: number[], unit: (value: number) => string): string {
  if (labels.length === 0) return 'No data yet.';
  return labels.map((label, i) => `${label}: ${unit(values[i] ?? 0)}`).join('; ');
}
