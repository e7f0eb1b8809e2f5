import { createFileRoute } from '@tanstack/react-router';
import { ServiceAreasScreen } from '../features/service-areas/components/service-areas-screen.tsx';
import { serviceAreasQueryOptions } from '../features/service-areas/api/get-service-areas.ts';
import { deliveryZonesQueryOptions } from '../lib/api/get-delivery-zones.ts';
import { preload } from '../lib/api/preload.ts';

export const Route = createFileRoute('/service-areas/')({
  loader: ({ context: { queryClient } }) => preload(queryClient.ensureQueryData(serviceAreasQueryOptions()), queryClient.ensureQueryData(deliveryZonesQueryOptions())),
  component: ServiceAreasScreen,
});
