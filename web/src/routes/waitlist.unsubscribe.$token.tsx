import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribeScreen } from '../features/waitlist/components/unsubscribe-screen.tsx';

export const Route = createFileRoute('/waitlist/unsubscribe/$token')({
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useParams();
  return <UnsubscribeScreen token={token} />;
}
