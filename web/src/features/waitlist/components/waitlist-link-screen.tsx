import type { ReactNode } from 'react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button.tsx';
import { EmailedLinkPage } from '../../../components/ui/emailed-link-page.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';

interface Words {
  ask: { heading: string; text: (email: ReactNode) => ReactNode; button: string; pending: string };
  done: { heading: string; text: (email: ReactNode) => ReactNode };
}

/**
 * The page of a waitlist e-mail's signed link (unsubscribe, ADR 037; re-join, ADR 083). No sign-in: the token is the proof.
 * Opening the link only shows whose address it is (a mail scanner opens every link); the button acts, and the page confirms.
 */
export function WaitlistLinkScreen<T extends { email: string }>({ link, action, isDone, words }: {
  link: UseQueryResult<T>;
  action: UseMutationResult<T, Error, void>;
  isDone: (data: T) => boolean;
  words: Words;
}) {
  const done = action.data ?? (link.data && isDone(link.data) ? link.data : undefined);
  const failure = link.error ?? action.error;
  const message = failure instanceof ApiError ? failure.serverMessage : failure ? 'Something went wrong. Please try again.' : null;
  const strong = (email: string) => <strong>{email}</strong>;

  return (
    <EmailedLinkPage eyebrow="The waitlist" layout="centred" checking={link.isPending} refusal={message}>
      {done && !message && (
        <>
          <h1 className="mt-2 text-3xl font-semibold text-charcoal">{words.done.heading}</h1>
          <p role="status" className="mt-3 text-ink">{words.done.text(strong(done.email))}</p>
        </>
      )}
      {link.data && !done && !message && (
        <>
          <h1 className="mt-2 text-3xl font-semibold text-charcoal">{words.ask.heading}</h1>
          <p className="mt-3 text-ink">{words.ask.text(strong(link.data.email))}</p>
          <Button className="mt-6" size="lg" disabled={action.isPending} onClick={() => action.mutate()}>
            {action.isPending ? words.ask.pending : words.ask.button}
          </Button>
        </>
      )}
    </EmailedLinkPage>
  );
}
