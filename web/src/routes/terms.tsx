import { createFileRoute } from '@tanstack/react-router';
import { TermsScreen } from '../features/terms/components/terms-screen.tsx';

export const Route = createFileRoute('/terms')({
  component: TermsScreen,
});
