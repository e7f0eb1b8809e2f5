import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../features/checkout/components/checkout-screen.tsx';

export const Route = createFileRoute('/checkout')({
  component: CheckoutScreen,
});
