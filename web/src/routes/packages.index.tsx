import { createFileRoute } from '@tanstack/react-router';
import { PackagesScreen } from '../features/collections/components/packages-screen.tsx';
import { packagesQueryOptions } from '../lib/api/catalog.ts';
import { preload } from '../lib/api/preload.ts';

export const Route = createFileRoute('/packages/')({
  loader: ({ context: { queryClient } }) => preload(queryClient.ensureQueryData(packagesQueryOptions())),
  component: PackagesScreen,
});
