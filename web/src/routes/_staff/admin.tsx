import { createFileRoute } from '@tanstack/react-router';
import { StaffPanels } from '../../features/staff-auth/components/staff-panels.tsx';
import { AdminDashboard } from '../../features/admin-dashboard/components/admin-dashboard.tsx';
import { ReviewNotesPanel } from '../../features/reviews/components/review-notes-panel.tsx';
import { UnreadTextsPanel } from '../../features/texts/components/unread-texts-panel.tsx';

export const Route = createFileRoute('/_staff/admin')({
  staticData: { staff: { title: 'Admin Dashboard', lede: 'Orders, quotes and everything that happens after checkout.' } },
  component: AdminRoute,
});

function AdminRoute() {
  return <StaffPanels panels={[UnreadTextsPanel, AdminDashboard, ReviewNotesPanel]} />;
}
