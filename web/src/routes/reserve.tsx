import { createFileRoute } from '@tanstack/react-router';
import { ReservationScreen } from '../features/reservation/components/reservation-screen.tsx';
import { parseReserveSearch } from '../features/reservation/logic/reserve-search.ts';
import { ErrorView, PendingView } from '../components/layout/route-views.tsx';

export const Route = createFileRoute('/reserve')({
  validateSearch: parseReserveSearch,
  component: ReserveRoute,
  pendingComponent: PendingView,
  errorComponent: ErrorView,
});

function ReserveRoute() {
  return <ReservationScreen search={Route.useSearch()} />;
}
