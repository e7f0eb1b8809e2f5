import { createFileRoute } from '@tanstack/react-router';
import { MyOrderScreen } from '../features/my-order/components/my-order-screen.tsx';

export const Route = createFileRoute('/my-order/$token')({
  component: MyOrderRoute,
});

function MyOrderRoute() {
  const { token } = Route.useParams();
  return <MyOrderScreen token={token} />;
}
