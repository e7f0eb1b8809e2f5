import { createFileRoute } from '@tanstack/react-router';
import { ReservationScreen } from '../features/reservation/components/reservation-screen.tsx';
import { ReserveOffSeason } from '../features/reservation/components/reserve-off-season.tsx';
import { parseReserveSearch } from '../features/reservation/logic/reserve-search.ts';
import { addOnServicesQueryOptions, packagesQueryOptions } from '../lib/api/catalog.ts';
import { deliveryZonesQueryOptions } from '../lib/api/get-delivery-zones.ts';
import { preload } from '../lib/api/preload.ts';
import { useSeason } from '../lib/api/get-season.ts';
import { isBookingOpen } from '../lib/season-copy.ts';

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
  const search = Route.useSearch();
  const { data: season } = useSeason();
  // NOTE: off season no screen offers a checkout (docs/design.md §16); the form shows only while booking is open.
  if (season && !isBookingOpen(season)) return <ReserveOffSeason season={season} />;
  return <ReservationScreen search={search} />;
}
