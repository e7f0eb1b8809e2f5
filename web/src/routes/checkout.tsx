import { createFileRoute } from '@tanstack/react-router';
import { CheckoutScreen } from '../features/checkout/components/checkout-screen.tsx';
import { ErrorView, PendingView } from '../components/layout/route-views.tsx';

export const Route = createFileRoute('/checkout')({
  component: CheckoutScreen,
  pendingComponent: PendingView,
  errorComponent: ErrorView,
});
