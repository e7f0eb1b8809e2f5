import { createFileRoute } from '@tanstack/react-router';
import { BlogScreen } from '../features/blog/components/blog-screen.tsx';

export const Route = createFileRoute('/blog/')({
  component: BlogScreen,
});
