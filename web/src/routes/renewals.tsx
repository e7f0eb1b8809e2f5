import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { RenewalsScreen } from '../features/renewals/components/renewals-screen.tsx';

// NOTE: only the component lives here, so the router's code splitting keeps staff code out of the visitor's bundle.
export const Route = createFileRoute('/renewals')({
  component: RenewalsRoute,
});

function RenewalsRoute() {
  return (
    <StaffPage title="Renewals" lede="Last season's households, offered the same porch with their week held.">
      {() => <RenewalsScreen />}
    </StaffPage>
  );
}
