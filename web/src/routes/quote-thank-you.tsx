import { createFileRoute } from '@tanstack/react-router';
import { QuoteThankYouScreen } from '../features/quotes/components/quote-thank-you-screen.tsx';

export const Route = createFileRoute('/quote-thank-you')({
  component: QuoteThankYouScreen,
});
