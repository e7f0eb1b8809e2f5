// NOTE: only ever reached through a dynamic import (insights-screen.tsx), so chart.js stays out of every other bundle.
import { Chart, CHART_COLORS, chartUsd as money } from '../../../lib/charts.ts';

const { ember: THIS_YEAR, gold: LAST_YEAR, grid: GRID } = CHART_COLORS;

/** Two seasons side by side: `this` and `last` per label, as bars (counts or dollars) or lines (a series over days). */
export interface TwoSeasons { labels: string[]; thisYear: number[]; lastYear: number[]; thisLabel: string; lastLabel: string; money?: boolean; horizontal?: boolean }

export function twoSeasonsChart(canvas: HTMLCanvasElement, s: TwoSeasons, type: 'bar' | 'line' = 'bar') {
  const valueAxis = { beginAtZero: true, grid: { color: GRID }, ticks: s.money ? { callback: (v: string | number) => money(Number(v)) } : { precision: 0 } };
  const labelAxis = { grid: { display: false }, ticks: { autoSkip: true, maxRotation: 0 } };
  return new Chart(canvas, {
    type,
    data: {
      labels: s.labels,
      datasets: [
        { label: s.thisLabel, data: s.thisYear, backgroundColor: THIS_YEAR, borderColor: THIS_YEAR, borderRadius: 3, maxBarThickness: 22, pointRadius: 0, tension: 0.2 },
        // NOTE: a one-series chart (revenue by season) names no second season.
        ...(s.lastLabel ? [{ label: s.lastLabel, data: s.lastYear, backgroundColor: LAST_YEAR, borderColor: LAST_YEAR, borderRadius: 3, maxBarThickness: 22, pointRadius: 0, tension: 0.2, borderDash: type === 'line' ? [5, 4] : [] }] : []),
      ],
    },
    options: {
      indexAxis: s.horizontal ? 'y' : 'x',
      scales: s.horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
      plugins: {
        legend: { display: Boolean(s.lastLabel), position: 'bottom', labels: { boxWidth: 12, usePointStyle: true } },
        tooltip: s.money ? { callbacks: { label: (item) => `${item.dataset.label}: ${money(Number(item.raw))}` } } : {},
      },
    },
  });
}

/** Visits, orders started and deposits paid per landing page or source: three bars each, the drop-off readable at a glance. */
export function funnelChart(canvas: HTMLCanvasElement, f: { labels: string[]; visits: number[]; started: number[]; paid: number[] }) {
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: f.labels,
      datasets: [
        { label: 'Visits', data: f.visits, backgroundColor: '#d9c4a3', borderRadius: 3, maxBarThickness: 18 },
        { label: 'Order started', data: f.started, backgroundColor: LAST_YEAR, borderRadius: 3, maxBarThickness: 18 },
        { label: 'Deposit paid', data: f.paid, backgroundColor: THIS_YEAR, borderRadius: 3, maxBarThickness: 18 },
      ],
    },
    options: {
      indexAxis: 'y',
      scales: { x: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: GRID } }, y: { grid: { display: false } } },
      plugins: { legend: { position: 'bottom', labels: { boxWidth: 12, usePointStyle: true } } },
    },
  });
}
