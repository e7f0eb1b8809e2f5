import { createFileRoute } from '@tanstack/react-router';
import { RejoinScreen } from '../features/waitlist/components/rejoin-screen.tsx';

export const Route = createFileRoute('/waitlist/rejoin/$token')({
  component: RejoinRoute,
});

function RejoinRoute() {
  const { token } = Route.useParams();
  return <RejoinScreen token={token} />;
}
