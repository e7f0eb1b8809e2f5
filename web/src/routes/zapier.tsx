import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '../features/staff-auth/components/staff-page.tsx';
import { ZapierScreen } from '../features/zapier/components/zapier-screen.tsx';

// NOTE: only the component lives here, so the router's code splitting keeps all staff code out of the visitor's bundle.
export const Route = createFileRoute('/zapier')({
  component: ZapierRoute,
});

function ZapierRoute() {
  return <StaffPage title="Zapier Integration" lede="Send new quotes and paid orders to any of Zapier's apps." panels={[ZapierScreen]} />;
}
