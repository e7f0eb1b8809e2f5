import { createFileRoute } from '@tanstack/react-router';
import { StaffPanels } from '../../features/staff-auth/components/staff-panels.tsx';
import { CustomerScreen } from '../../features/customers/components/customer-screen.tsx';

export const Route = createFileRoute('/_staff/customers/$id')({
  staticData: { staff: { title: 'Customer', lede: 'Their seasons, their porch, and what the crew should know.' } },
  component: CustomerRoute,
});

function CustomerRoute() {
  return <StaffPanels params={Route.useParams()} panels={[CustomerScreen]} />;
}
