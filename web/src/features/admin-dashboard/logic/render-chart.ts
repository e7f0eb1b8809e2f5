// NOTE: this module is only ever reached through a dynamic import (chart-canvas.tsx), so chart.js becomes its own chunk
// that neither visitors nor the other staff screens download.
import { Chart, CHART_COLORS, chartUsd as usd } from '../../../lib/charts.ts';
import type { deliveryWeekSeries, pipelineSeries, revenueSeries } from './chart-series.ts';

const { ember: EMBER, gold: GOLD, moss: MOSS, grid: GRID } = CHART_COLORS;

export function deliveryWeeksChart(canvas: HTMLCanvasElement, series: ReturnType<typeof deliveryWeekSeries>) {
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: series.labels,
      datasets: [
        { type: 'bar', label: 'White-Glove booked', data: series.whiteGlove, backgroundColor: EMBER, stack: 'booked', borderRadius: 4 },
        { type: 'bar', label: 'Drop-Off booked', data: series.dropOff, backgroundColor: GOLD, stack: 'booked', borderRadius: 4 },
        {
          type: 'line',
          label: 'Capacity',
          data: series.capacity,
          borderColor: MOSS,
          backgroundColor: MOSS,
          borderDash: [6, 4],
          pointRadius: 3,
          pointStyle: 'line',
          tension: 0,
        },
      ],
    },
    options: {
      scales: {
        x: { stacked: true, grid: { display: false }, title: { display: true, text: 'Week of' } },
        y: { stacked: true, beginAtZero: true, ticks: { precision: 0 }, grid: { color: GRID }, title: { display: true, text: 'Homes' } },
      },
      plugins: { legend: { position: 'bottom', labels: { boxWidth: 12, usePointStyle: true } } },
    },
  });
}

export function revenueChart(canvas: HTMLCanvasElement, series: ReturnType<typeof revenueSeries>) {
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: series.labels,
      datasets: [{ label: 'Revenue', data: series.revenue, backgroundColor: EMBER, borderRadius: 4, maxBarThickness: 28 }],
    },
    options: {
      scales: {
        x: { grid: { display: false } },
        y: { beginAtZero: true, grid: { color: GRID }, ticks: { callback: (value) => usd(Number(value)) } },
      },
      plugins: { legend: { display: false }, tooltip: { callbacks: { label: (item) => usd(Number(item.raw)) } } },
    },
  });
}

export function pipelineChart(canvas: HTMLCanvasElement, series: ReturnType<typeof pipelineSeries>) {
  return new Chart(canvas, {
    type: 'bar',
    data: {
      labels: series.labels,
      datasets: [{ label: 'Quotes', data: series.counts, backgroundColor: [GOLD, '#d9692a', EMBER, MOSS], borderRadius: 4 }],
    },
    options: {
      indexAxis: 'y',
      scales: { x: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: GRID } }, y: { grid: { display: false } } },
      plugins: { legend: { display: false } },
    },
  });
}
