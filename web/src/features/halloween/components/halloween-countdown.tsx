import { clockFaces, pad2, timeLeft, useNow } from '../../../lib/countdown.ts';
import { halloweenTarget } from '../logic/halloween-lead.ts';

/** Ticks every second toward the next October 31 (docs/product-spec.md §4). */
export function HalloweenCountdown() {
  const now = useNow(1000);
  const left = timeLeft(halloweenTarget(new Date(now)), now);
  return (
    <div role="timer" aria-label={`${left.days} days, ${left.hours} hours and ${left.minutes} minutes until Halloween`} className="grid grid-cols-4 gap-2 sm:gap-3">
      {clockFaces(left).map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-gold/30 bg-charcoal/70 px-2 py-4 text-center backdrop-blur-sm">
          <span className="block font-display text-3xl text-cream tabular-nums sm:text-5xl">{label === 'Days' ? value : pad2(value)}</span>
          <span className="mt-1 block text-[0.65rem] tracking-[0.18em] text-gold uppercase sm:text-xs">{label}</span>
        </div>
      ))}
    </div>
  );
}
