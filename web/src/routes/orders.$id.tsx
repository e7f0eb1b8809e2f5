import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { OrderDetailScreen } from '../features/order-money/components/order-detail-screen.tsx';

// NOTE: only the component lives here, so the router's code splitting keeps staff code out of the visitor's bundle.
export const Route = createFileRoute('/orders/$id')({
  component: OrderRoute,
});

function OrderRoute() {
  return <StaffPage title="Order" lede="What is paid, what is due, and everything that happened." params={Route.useParams()} panels={[OrderDetailScreen]} />;
}
