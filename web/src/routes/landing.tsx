import { createFileRoute } from '@tanstack/react-router';
import { LandingScreen } from '../features/landing/components/landing-screen.tsx';
import { packagesQueryOptions } from '../lib/api/catalog.ts';
import { preload } from '../lib/api/preload.ts';

export const Route = createFileRoute('/landing')({
  // NOTE: the package prices come from the catalog (docs/design.md §16), in the server's HTML too.
  loader: ({ context: { queryClient } }) => preload(queryClient.ensureQueryData(packagesQueryOptions())),
  component: LandingScreen,
});
