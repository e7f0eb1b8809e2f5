import { createFileRoute } from '@tanstack/react-router';
import { LandingScreen } from '../features/landing/components/landing-screen.tsx';

export const Route = createFileRoute('/landing')({
  component: LandingScreen,
});
