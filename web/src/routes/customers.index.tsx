import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { CustomersScreen } from '../features/customers/components/customer-search.tsx';

// NOTE: only the component lives here, so the router's code splitting keeps staff code out of the visitor's bundle.
export const Route = createFileRoute('/customers/')({
  component: CustomersRoute,
});

function CustomersRoute() {
  return (
    <StaffPage title="Customers" lede="Every household, every season: find one by name, e-mail, phone or address.">
      {() => <CustomersScreen />}
    </StaffPage>
  );
}
