import { createFileRoute } from '@tanstack/react-router';
import { ReservationScreen } from '../features/reservation/components/reservation-screen.tsx';
import { parseReserveSearch } from '../features/reservation/logic/reserve-search.ts';

export const Route = createFileRoute('/reserve')({
  validateSearch: parseReserveSearch,
  component: ReserveRoute,
});

function ReserveRoute() {
  return <ReservationScreen search={Route.useSearch()} />;
}
