import { createFileRoute } from '@tanstack/react-router';
import { LandingScreen } from '../features/landing/components/landing-screen.tsx';
import { ErrorView, PendingView } from '../components/layout/route-views.tsx';

export const Route = createFileRoute('/landing')({
  component: LandingScreen,
  pendingComponent: PendingView,
  errorComponent: ErrorView,
});
