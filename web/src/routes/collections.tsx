import { createFileRoute } from '@tanstack/react-router';
import { CollectionsScreen } from '../features/collections/components/collections-screen.tsx';

export const Route = createFileRoute('/collections')({
  component: CollectionsScreen,
});
