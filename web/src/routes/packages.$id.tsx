import { createFileRoute } from '@tanstack/react-router';
import { PackageDetailScreen } from '../features/collections/components/package-detail-screen.tsx';

export const Route = createFileRoute('/packages/$id')({
  component: PackageDetailRoute,
});

function PackageDetailRoute() {
  const { id } = Route.useParams();
  return <PackageDetailScreen key={id} id={id} />;
}
