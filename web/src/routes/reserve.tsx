import { createFileRoute } from '@tanstack/react-router';
import { ReservationScreen } from '../features/reservation/components/reservation-screen.tsx';
import { parseReserveSearch } from '../features/reservation/logic/reserve-search.ts';
import { addOnServicesQueryOptions, packagesQueryOptions } from '../lib/api/catalog.ts';
import { deliveryZonesQueryOptions } from '../lib/api/get-delivery-zones.ts';
import { preload } from '../lib/api/preload.ts';

export const Route = createFileRoute('/reserve')({
  validateSearch: parseReserveSearch,
  loader: ({ context: { queryClient } }) =>
    preload(
      queryClient.ensureQueryData(packagesQueryOptions()),
      queryClient.ensureQueryData(addOnServicesQueryOptions()),
      queryClient.ensureQueryData(deliveryZonesQueryOptions()),
    ),
  component: ReserveRoute,
});

function ReserveRoute() {
  return <ReservationScreen search={Route.useSearch()} />;
}
