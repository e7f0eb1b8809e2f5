import { createFileRoute } from '@tanstack/react-router';
import { ServiceAreasScreen } from '../features/service-areas/components/service-areas-screen.tsx';
import { ErrorView, PendingView } from '../components/layout/route-views.tsx';

export const Route = createFileRoute('/service-areas')({
  component: ServiceAreasScreen,
  pendingComponent: PendingView,
  errorComponent: ErrorView,
});
