import { describe, expect, it } from 'vitest';
import { deliveryWeekSeries, describeSeries, pipelineSeries, revenueSeries } from './chart-series.ts';

describe('admin chart series', () => {
  it('stacks bookings per level against the week total capacity', () => {
    const series = deliveryWeekSeries([
      { date: '2026-10-05', orders: 3, booked: { 'white-glove': 1, 'drop-off': 2 }, capacity: { 'white-glove': 3, 'drop-off': 6 } },
      { date: '2026-10-12', orders: 0, booked: { 'white-glove': 0, 'drop-off': 0 }, capacity: { 'white-glove': 3, 'drop-off': 5 } },
    ]);
    expect(series).toEqual({ labels: ['Oct 5', 'Oct 12'], whiteGlove: [1, 0], dropOff: [2, 0], capacity: [9, 8] });
  });

  it('turns revenue strings into dollars per day', () => {
    expect(revenueSeries([{ date: '2026-09-01', orders: 2, revenue: '1825.50' }])).toEqual({ labels: ['Sep 1'], revenue: [1825.5] });
  });

  it('keeps the pipeline order and names each status', () => {
    const series = pipelineSeries([
      { status: 'pending', count: 4 },
      { status: 'contacted', count: 2 },
      { status: 'quoted', count: 1 },
      { status: 'closed', count: 0 },
    ]);
    expect(series).toEqual({ labels: ['Pending', 'Contacted', 'Quoted', 'Closed'], counts: [4, 2, 1, 0] });
  });

  it('describes a chart in words', () => {
    expect(describeSeries(['Pending', 'Closed'], [4, 1], (n) => `${n} quotes`)).toBe('Pending: 4 quotes; Closed: 1 quotes');
    expect(describeSeries([], [], String)).toBe('No data yet.');
  });
});
