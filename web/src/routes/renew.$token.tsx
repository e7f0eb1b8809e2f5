import { createFileRoute } from '@tanstack/react-router';
import { RenewalScreen } from '../features/renewals/components/renewal-screen.tsx';

export const Route = createFileRoute('/renew/$token')({
  // NOTE: the offer's read starts as the route matches, beside the download of the screen's code, rather than once the screen has
  // rendered (about 0.8 s later on a phone). Imported here on demand: the route table every page loads first stays as it was.
  loader: ({ context: { queryClient }, params: { token } }) => {
    void import('../features/renewals/api/renewal.ts').then(({ renewalQueryOptions }) => queryClient.prefetchQuery(renewalQueryOptions(token)));
  },
  component: RenewRoute,
});

function RenewRoute() {
  const { token } = Route.useParams();
  return <RenewalScreen token={token} />;
}
