import { createFileRoute } from '@tanstack/react-router';
import { LinkRequestScreen } from '../features/my-order/components/link-request-screen.tsx';

export const Route = createFileRoute('/my-order/')({
  component: LinkRequestScreen,
});
