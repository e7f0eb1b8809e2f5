import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { AdminDashboard } from '../features/admin-dashboard/components/admin-dashboard.tsx';
import { ReviewNotesPanel } from '../features/reviews/components/review-notes-panel.tsx';
import { UnreadTextsPanel } from '../features/texts/components/unread-texts-panel.tsx';

// NOTE: only the component lives here, so the router's code splitting keeps all staff code (and chart.js) out of the visitor's bundle.
export const Route = createFileRoute('/admin')({
  component: AdminRoute,
});

function AdminRoute() {
  return <StaffPage title="Admin Dashboard" lede="Orders, quotes and everything that happens after checkout." panels={[UnreadTextsPanel, AdminDashboard, ReviewNotesPanel]} />;
}
