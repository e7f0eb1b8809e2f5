import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { QuoteDashboard } from '../features/quote-dashboard/components/quote-dashboard.tsx';
import { DueTodayPanel } from '../features/quote-pipeline/components/due-today-panel.tsx';
import { CallListPanel } from '../features/call-list/components/call-list-panel.tsx';

// NOTE: only the component lives here, so the router's code splitting keeps all staff code out of the visitor's bundle.
export const Route = createFileRoute('/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  return <StaffPage title="Quote Dashboard" lede="Custom and commercial quote requests, newest first." panels={[CallListPanel, DueTodayPanel, QuoteDashboard]} />;
}
