import { createFileRoute } from '@tanstack/react-router';
import { RenewalsScreen } from '../../features/renewals/components/renewals-screen.tsx';

export const Route = createFileRoute('/_staff/renewals')({
  staticData: { staff: { title: 'Renewals', lede: "Last season's households, offered the same porch with their week held." } },
  component: RenewalsScreen,
});
