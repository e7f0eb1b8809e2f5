import { useDocumentMeta } from '../../../lib/seo.ts';
import { useRejoin, useRejoinLink } from '../api/rejoin.ts';
import { WaitlistLinkScreen } from './waitlist-link-screen.tsx';

/**
 * /waitlist/rejoin/:token (ADR 083): the link e-mailed to an address that unsubscribed and signed up again. Opening it changes
 * nothing (a mail scanner opens every link); the button is the person's consent.
 */
export function RejoinScreen({ token }: { token: string }) {
  useDocumentMeta('Waitlist | SD Pumpkin', 'Return to the SD Pumpkin waitlist.');
  return (
    <WaitlistLinkScreen link={useRejoinLink(token)} action={useRejoin(token)} isDone={(data) => data.subscribed} words={{
      ask: {
        heading: 'Back on the waitlist?',
        text: (email) => <>{email} left our waitlist. Confirm, and we will e-mail it once, the day booking opens.</>,
        button: 'Put me back on the list', pending: 'Confirming...',
      },
      done: {
        heading: "You're back on the list",
        text: (email) => <>We will e-mail {email} once, the day booking opens. Every e-mail has a link to leave the list.</>,
      },
    }} />
  );
}
