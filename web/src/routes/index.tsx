import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../features/home/components/home-screen.tsx';
import { packagesQueryOptions } from '../features/catalog/api/get-packages.ts';
import { addOnServicesQueryOptions } from '../features/catalog/api/get-add-on-services.ts';
import { homeCommunitiesQueryOptions } from '../features/delivery/api/get-home-communities.ts';

export const Route = createFileRoute('/')({
  // NOTE: `?quote=custom` opens the custom quote dialog: the next step offered for a zip we do not serve (components/unserved-zip-next-step.tsx).
  validateSearch: (search: Record<string, unknown>): { quote?: 'custom' | undefined } => (search.quote === 'custom' ? { quote: 'custom' } : {}),
  // NOTE: the sections below the fold arrive complete (no spinner growing into a list), so a jump to one of them lands where it
  // stays. The lists are small cached API answers fetched alongside the season; a failure shows in its section, not here.
  loader: async ({ context: { queryClient } }) => {
    const settle = (loading: Promise<unknown>) => loading.catch(() => null);
    await Promise.all([
      settle(queryClient.ensureQueryData(packagesQueryOptions())),
      settle(queryClient.ensureQueryData(addOnServicesQueryOptions())),
      settle(queryClient.ensureQueryData(homeCommunitiesQueryOptions())),
    ]);
  },
  component: HomeScreen,
});
