import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { CustomerScreen } from '../features/customers/components/customer-screen.tsx';

// NOTE: only the component lives here, so the router's code splitting keeps staff code out of the visitor's bundle.
export const Route = createFileRoute('/customers/$id')({
  component: CustomerRoute,
});

function CustomerRoute() {
  return <StaffPage title="Customer" lede="Their seasons, their porch, and what the crew should know." params={Route.useParams()} panels={[CustomerScreen]} />;
}
