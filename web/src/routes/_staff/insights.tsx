import { createFileRoute } from '@tanstack/react-router';
import { InsightsScreen } from '../../features/insights/components/insights-screen.tsx';

export const Route = createFileRoute('/_staff/insights')({
  staticData: { staff: { title: 'Insights', lede: 'This season beside last: what sold, where, when, and how full each week was.' } },
  component: InsightsScreen,
});
