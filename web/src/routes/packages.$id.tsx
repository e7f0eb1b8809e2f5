import { createFileRoute } from '@tanstack/react-router';
import { PackageDetailScreen } from '../features/collections/components/package-detail-screen.tsx';
import { packageQueryOptions } from '../lib/api/get-package.ts';
import { preload } from '../lib/api/preload.ts';

export const Route = createFileRoute('/packages/$id')({
  // NOTE: an unknown package keeps the screen's own message (docs/product-spec.md §8); the server answers it with a 404 status.
  loader: ({ context: { queryClient }, params: { id } }) => preload(queryClient.ensureQueryData(packageQueryOptions(id))),
  component: PackageDetailRoute,
});

function PackageDetailRoute() {
  const { id } = Route.useParams();
  return <PackageDetailScreen key={id} id={id} />;
}
