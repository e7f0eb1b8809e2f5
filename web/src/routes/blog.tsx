import { createFileRoute } from '@tanstack/react-router';
import { BlogScreen } from '../features/blog/components/blog-screen.tsx';
import { ErrorView, PendingView } from '../components/layout/route-views.tsx';

export const Route = createFileRoute('/blog')({
  component: BlogScreen,
  pendingComponent: PendingView,
  errorComponent: ErrorView,
});
