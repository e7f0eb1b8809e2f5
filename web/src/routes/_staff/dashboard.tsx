import { createFileRoute } from '@tanstack/react-router';
import { StaffPanels } from '../../features/staff-auth/components/staff-panels.tsx';
import { QuoteDashboard } from '../../features/quote-dashboard/components/quote-dashboard.tsx';
import { DueTodayPanel } from '../../features/quote-pipeline/components/due-today-panel.tsx';
import { CallListPanel } from '../../features/call-list/components/call-list-panel.tsx';

export const Route = createFileRoute('/_staff/dashboard')({
  staticData: { staff: { title: 'Quote Dashboard', lede: 'Custom and commercial quote requests, newest first.' } },
  component: DashboardRoute,
});

function DashboardRoute() {
  return <StaffPanels panels={[CallListPanel, DueTodayPanel, QuoteDashboard]} />;
}
