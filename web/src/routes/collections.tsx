import { createFileRoute } from '@tanstack/react-router';
import { CollectionsScreen } from '../features/collections/components/collections-screen.tsx';
import { ErrorView, PendingView } from '../components/layout/route-views.tsx';

export const Route = createFileRoute('/collections')({
  component: CollectionsScreen,
  pendingComponent: PendingView,
  errorComponent: ErrorView,
});
