import { createFileRoute } from '@tanstack/react-router';
import { CustomersScreen } from '../../features/customers/components/customer-search.tsx';

export const Route = createFileRoute('/_staff/customers/')({
  staticData: { staff: { title: 'Customers', lede: 'Every household, every season: find one by name, e-mail, phone or address.' } },
  component: CustomersScreen,
});
