import { createFileRoute } from '@tanstack/react-router';
import { CollectionsScreen } from '../features/collections/components/collections-screen.tsx';
import { packagesQueryOptions } from '../lib/api/catalog.ts';
import { preload } from '../lib/api/preload.ts';

export const Route = createFileRoute('/collections')({
  loader: ({ context: { queryClient } }) => preload(queryClient.ensureQueryData(packagesQueryOptions())),
  component: CollectionsScreen,
});
