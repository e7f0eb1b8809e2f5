import type { SeasonInfo } from '@sdp/shared/wire';
import { bookingSentence, offSeasonHeading } from '../lib/season-copy.ts';
import { LazyWaitlistForm } from './lazy-waitlist-form.tsx';
import { cn } from './ui/cn.ts';

/**
 * What a screen that would offer dates shows off season (docs/design.md §13): when booking opens, with the year, and the
 * waitlist instead of a date picker. Renders nothing while booking is open.
 */
export function OffSeasonNotice({ season, className, headingLevel = 'h2' }: { season: SeasonInfo | undefined; className?: string; headingLevel?: 'h2' | 'h3' }) {
  if (!season || season.state === 'open') return null;
  const Heading = headingLevel;
  const title = offSeasonHeading(season);
  // NOTE: upcoming, the sentence is the heading ("Booking for fall 2027 opens August 1"); closed, it explains the heading.
  const sentence = bookingSentence(season) ?? '';
  const body = sentence.replace(/\.$/, '') === title ? '' : `${sentence} `;
  return (
    <section aria-label="Booking" data-season-state={season.state} className={cn('rounded-2xl border border-gold/30 bg-white p-6 shadow-card sm:p-8', className)}>
      <p className="eyebrow">{season.state === 'upcoming' ? 'Off season' : 'Season closed'}</p>
      <Heading className="mt-2 text-2xl font-semibold text-charcoal sm:text-3xl">{title}</Heading>
      <p className="mt-2 text-ink">{body}Join the waitlist and we will e-mail you once, the moment booking opens.</p>
      <div className="mt-5">
        <LazyWaitlistForm />
      </div>
    </section>
  );
}

