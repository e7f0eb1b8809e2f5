import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { InsightsScreen } from '../features/insights/components/insights-screen.tsx';

// NOTE: only the component lives here, so the router's code splitting keeps staff code (and chart.js) out of the visitor's bundle.
export const Route = createFileRoute('/insights')({
  component: InsightsRoute,
});

function InsightsRoute() {
  return (
    <StaffPage title="Insights" lede="This season beside last: what sold, where, when, and how full each week was.">
      {() => <InsightsScreen />}
    </StaffPage>
  );
}
