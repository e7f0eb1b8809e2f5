// NOTE: import this only from modules reached through a dynamic import (the admin charts, /insights): chart.js then becomes a chunk
// of its own that visitors and the other staff screens never download (e2e/src/budgets/bundle-size.test.ts).
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);
Chart.defaults.font.family = "'Inter Variable', ui-sans-serif, system-ui, sans-serif";
Chart.defaults.color = '#5c524b';
Chart.defaults.maintainAspectRatio = false;

export { Chart };

/** The staff charts' palette: ember for the main series, gold beside it, moss for a line of reference, and the grid. */
export const CHART_COLORS = { ember: '#a8401a', gold: '#c79a4b', moss: '#3f4a32', grid: 'rgba(30, 26, 23, 0.08)' } as const;

/** Whole dollars for an axis or a tooltip ("$1,825"). */
export const chartUsd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
