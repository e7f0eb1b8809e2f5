import { createFileRoute } from '@tanstack/react-router';
import { PackagesScreen } from '../features/collections/components/packages-screen.tsx';

export const Route = createFileRoute('/packages/')({
  component: PackagesScreen,
});
