import './styles.css';
import { stashConfirmationProof } from './lib/confirmation-proof.ts';

// NOTE: Stripe's return secrets leave the address bar before the router or any analytics tag can read it (ADR 021).
stashConfirmationProof();

// NOTE: a public page arrives rendered by the server (ADR 057). Starting the app (fetching its JS and hydrating the page) only after
// the page has painted, and for a server-rendered page after its images have loaded, keeps the first paint and the largest image
// from waiting on JavaScript; the page reads and scrolls meanwhile. A hidden tab never paints, so it starts at once.
const start = () => void import('./app.tsx');
const serverRendered = document.getElementById('sdp-page-state') !== null;
// Two frames: the first callback runs before that frame paints, the second after it has.
const afterPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
if (document.visibilityState !== 'visible') start();
else if (serverRendered && document.readyState !== 'complete') window.addEventListener('load', afterPaint, { once: true });
else afterPaint();
