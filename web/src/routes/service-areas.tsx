import { createFileRoute } from '@tanstack/react-router';
import { ServiceAreasScreen } from '../features/service-areas/components/service-areas-screen.tsx';

export const Route = createFileRoute('/service-areas')({
  component: ServiceAreasScreen,
});
