import { useDocumentMeta } from '../../../lib/seo.ts';
import { useUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe.ts';
import { WaitlistLinkScreen } from './waitlist-link-screen.tsx';

/**
 * /waitlist/unsubscribe/:token (docs/design.md §13, ADR 037): the link from the waitlist e-mail. The page asks before it acts
 * (a mail scanner opening the link unsubscribes nobody) and confirms when done.
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  useDocumentMeta('Waitlist | SD Pumpkin', 'Leave the SD Pumpkin waitlist.');
  return (
    <WaitlistLinkScreen link={useUnsubscribeLink(token)} action={useUnsubscribe(token)} isDone={(data) => data.unsubscribed} words={{
      ask: {
        heading: 'Leave the waitlist?',
        text: (email) => <>We will stop e-mailing {email} about booking. Nothing else about you changes.</>,
        button: 'Unsubscribe', pending: 'Unsubscribing...',
      },
      done: {
        heading: 'You are unsubscribed',
        text: (email) => <>We will not e-mail {email} about booking again. Changed your mind? You can join the waitlist again from our home page.</>,
      },
    }} />
  );
}
