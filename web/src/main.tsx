import './styles.css';
import { stashConfirmationProof } from './lib/confirmation-proof.ts';

// NOTE: Stripe's return secrets leave the address bar before the router or any analytics tag can read it (ADR 021).
stashConfirmationProof();

// NOTE: index.html carries the top of the home page as static HTML. Starting the app (and fetching its ~90 KB) only after that has
// painted keeps the first paint and the hero image from waiting on JavaScript. A hidden tab never paints, so it starts at once.
const start = () => void import('./app.tsx');
// Two frames: the first callback runs before that frame paints, the second after it has.
if (document.visibilityState === 'visible') requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
else start();
