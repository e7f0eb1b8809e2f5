import { createFileRoute } from '@tanstack/react-router';
import { StaffPanels } from '../../features/staff-auth/components/staff-panels.tsx';
import { ZapierScreen } from '../../features/zapier/components/zapier-screen.tsx';

export const Route = createFileRoute('/_staff/zapier')({
  staticData: { staff: { title: 'Zapier Integration', lede: "Send new quotes and paid orders to any of Zapier's apps." } },
  component: ZapierRoute,
});

function ZapierRoute() {
  return <StaffPanels panels={[ZapierScreen]} />;
}
