import { Link } from '@tanstack/react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { useUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe.ts';

/**
 * /waitlist/unsubscribe/:token (docs/design.md §13, ADR 037): the link from the waitlist e-mail. No sign-in: the signed token is
 * the proof. The page asks before it acts (a mail scanner opening the link unsubscribes nobody) and confirms when done.
 */
export function UnsubscribeScreen({ token }: { token: string }) {
  useDocumentMeta('Waitlist | SD Pumpkin', 'Leave the SD Pumpkin waitlist.');
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  const done = unsubscribe.data ?? (link.data?.unsubscribed ? link.data : undefined);
  const failure = link.error ?? unsubscribe.error;
  const message = failure instanceof ApiError ? failure.serverMessage : failure ? 'Something went wrong. Please try again.' : null;

  return (
    <main className="container-page max-w-xl py-20">
      <div className="rounded-2xl border border-gold/30 bg-white p-8 text-center shadow-card">
        <p className="eyebrow">The waitlist</p>
        {link.isPending && <Spinner label="Checking your link" className="py-6" />}
        {message && (
          <>
            <h1 className="mt-2 text-3xl font-semibold text-charcoal">This link did not work</h1>
            <p role="alert" className="mt-3 text-ink">{message}</p>
          </>
        )}
        {done && !message && (
          <>
            <h1 className="mt-2 text-3xl font-semibold text-charcoal">You are unsubscribed</h1>
            <p role="status" className="mt-3 text-ink">
              We will not e-mail <strong>{done.email}</strong> about booking again. Changed your mind? You can join the waitlist again from our home page.
            </p>
          </>
        )}
        {link.data && !done && !message && (
          <>
            <h1 className="mt-2 text-3xl font-semibold text-charcoal">Leave the waitlist?</h1>
            <p className="mt-3 text-ink">
              We will stop e-mailing <strong>{link.data.email}</strong> about booking. Nothing else about you changes.
            </p>
            <Button className="mt-6" size="lg" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
              {unsubscribe.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
            </Button>
          </>
        )}
        <p className="mt-8">
          <Link to="/" className={buttonClass('outline')}>
            Back to SD Pumpkin
          </Link>
        </p>
      </div>
    </main>
  );
}
