import { createFileRoute } from '@tanstack/react-router';
import { RenewalScreen } from '../features/renewals/components/renewal-screen.tsx';

export const Route = createFileRoute('/renew/$token')({
  // NOTE: the server renders this page with its offer (ADR 194): the loader waits for the offer, which the browser then finds in
  // the page's own data. A link that opens no offer is kept as the query's error, which the screen shows (a 404 or 410 page).
  // Imported here on demand: the route table every page loads first stays as it was.
  loader: async ({ context: { queryClient }, params: { token } }) => {
    const { renewalQueryOptions } = await import('../features/renewals/api/renewal.ts');
    await queryClient.ensureQueryData(renewalQueryOptions(token)).catch(() => undefined);
  },
  component: RenewRoute,
});

function RenewRoute() {
  const { token } = Route.useParams();
  return <RenewalScreen token={token} />;
}
