import { createFileRoute } from '@tanstack/react-router';
import { HalloweenScreen } from '../features/halloween/components/halloween-screen.tsx';

export const Route = createFileRoute('/halloween')({
  component: HalloweenScreen,
});
