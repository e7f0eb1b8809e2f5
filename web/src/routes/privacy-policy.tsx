import { createFileRoute } from '@tanstack/react-router';
import { PrivacyScreen } from '../features/privacy/components/privacy-screen.tsx';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyScreen,
});
