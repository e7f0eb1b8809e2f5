import { createFileRoute } from '@tanstack/react-router';
import { PackageDetailScreen } from '../features/collections/components/package-detail-screen.tsx';
import { ErrorView, PendingView } from '../components/layout/route-views.tsx';

export const Route = createFileRoute('/packages/$id')({
  component: PackageDetailRoute,
  pendingComponent: PendingView,
  errorComponent: ErrorView,
});

function PackageDetailRoute() {
  const { id } = Route.useParams();
  return <PackageDetailScreen key={id} id={id} />;
}
