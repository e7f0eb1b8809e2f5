import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useCrewFeeds, useReissueCrewFeed } from '../api/crew-calendars.ts';

/**
 * Each crew's calendar (docs/design.md §20, ADR 127): the address a crew phone subscribes to (every stop of the season, in its
 * arrival window), a copy button, and a new address when a phone is lost or a crew member leaves: the old one stops at once.
 */
export function CrewCalendars() {
  const feeds = useCrewFeeds();
  return (
    <section aria-labelledby="crew-calendars" className="rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="crew-calendars" className="font-display text-xl font-semibold">Crew calendars</h2>
      <p className="mt-1 text-sm text-smoke">
        Subscribe a crew phone to its address (iPhone: Settings › Calendar › Accounts › Add Subscribed Calendar; Google Calendar: From URL).
        Every stop of the season shows in its arrival window with address, package and phone. Keep the address private.
      </p>
      {feeds.isPending && <p className="mt-3 text-sm text-smoke">Loading the addresses…</p>}
      {feeds.isError && <p role="alert" className="mt-3 text-sm text-danger">Could not load the calendar addresses. Please refresh.</p>}
      {feeds.data && (
        <ul className="mt-4 space-y-3">
          {feeds.data.feeds.map((feed) => <FeedRow key={feed.crew} crew={feed.crew} url={feed.url} />)}
        </ul>
      )}
    </section>
  );
}

function FeedRow({ crew, url }: { crew: number; url: string }) {
  const [copied, setCopied] = useState(false);
  const [asking, setAsking] = useState(false);
  const reissue = useReissueCrewFeed();
  const copy = () => void navigator.clipboard?.writeText(url).then(() => setCopied(true), () => setCopied(false));
  return (
    <li className="rounded-xl bg-cream/60 p-3" data-crew-feed={crew}>
      <p className="text-sm font-semibold">Crew {crew}</p>
      <input
        readOnly
        value={url}
        aria-label={`Crew ${crew} calendar address`}
        onFocus={(e) => e.currentTarget.select()}
        className="mt-1 w-full truncate rounded-lg border border-charcoal/15 bg-white px-2 py-1.5 font-mono text-xs text-charcoal"
      />
      <div className="mt-2 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <Button variant="outline" size="sm" onClick={copy}>{copied ? 'Copied' : 'Copy address'}</Button>
        <Button variant="outline" size="sm" className="sm:order-last sm:ml-auto" onClick={() => setAsking(true)}>New address</Button>
        <a href={url.replace(/^https?:/, 'webcal:')} className="col-span-2 inline-flex min-h-9 items-center justify-center rounded-full px-3 text-sm font-medium text-ember-deep underline underline-offset-2 sm:justify-start">
          Subscribe on this device
        </a>
      </div>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`A new calendar address for crew ${crew}?`}
        description="The current address stops working at once: every phone subscribed to it must subscribe to the new one."
        confirmLabel="Issue a new address"
        pending={reissue.isPending}
        error={reissue.error}
        onConfirm={() => reissue.mutate(crew, { onSuccess: () => { setAsking(false); setCopied(false); } })}
      />
    </li>
  );
}
