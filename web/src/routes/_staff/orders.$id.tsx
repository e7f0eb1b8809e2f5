import { createFileRoute } from '@tanstack/react-router';
import { StaffPanels } from '../../features/staff-auth/components/staff-panels.tsx';
import { OrderDetailScreen } from '../../features/order-money/components/order-detail-screen.tsx';

export const Route = createFileRoute('/_staff/orders/$id')({
  staticData: { staff: { title: 'Order', lede: 'What is paid, what is due, and everything that happened.' } },
  component: OrderRoute,
});

function OrderRoute() {
  return <StaffPanels params={Route.useParams()} panels={[OrderDetailScreen]} />;
}
