import { createFileRoute } from '@tanstack/react-router';
import { PackagesScreen } from '../features/collections/components/packages-screen.tsx';
import { ErrorView, PendingView } from '../components/layout/route-views.tsx';

export const Route = createFileRoute('/packages/')({
  component: PackagesScreen,
  pendingComponent: PendingView,
  errorComponent: ErrorView,
});
