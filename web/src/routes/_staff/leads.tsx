import { createFileRoute } from '@tanstack/react-router';
import { LeadsScreen } from '../../features/leads/components/leads-screen.tsx';

export const Route = createFileRoute('/_staff/leads')({
  staticData: { staff: { title: 'Leads', lede: 'Calls nobody could take: call them back, or turn them into a quote.' } },
  component: LeadsScreen,
});
