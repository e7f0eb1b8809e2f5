import { createFileRoute } from '@tanstack/react-router';
import { GiftCardLookupScreen } from '../../features/gift-cards/components/gift-card-lookup-screen.tsx';

export const Route = createFileRoute('/_staff/gift-card-lookup')({
  staticData: { staff: { title: 'Gift cards', lede: 'Look a gift card up by its code: its balance and every use; admins void, refund or pay cash back.' } },
  component: GiftCardLookupScreen,
});
