import { clockFaces, pad2, useCountdown } from '../../../lib/countdown.ts';
import { useGoToSection } from '../../../lib/use-go-to-section.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useSeason } from '../../../lib/api/get-season.ts';

/** Promo countdown card (docs/product-spec.md §1, §4): 15% off, ticks every second to the season's promo end; only while staff have a sale running (docs/design.md §13). */
export function PromoCountdown() {
  const { data: season } = useSeason();
  const left = useCountdown(season?.promoBannerEndsAt, 1000);
  const goToSection = useGoToSection();
  if (!season?.countdownRunning || left.expired) return null;
  return (
    <section aria-labelledby="promo-title" className="container-page relative z-10 -mt-14">
      <div className="grid gap-6 rounded-2xl border border-gold/30 bg-white p-6 shadow-card sm:p-8 md:grid-cols-[1.2fr_1fr_auto] md:items-center">
        <div>
          <p className="eyebrow">Early-booking offer</p>
          <h2 id="promo-title" className="mt-2 text-2xl font-semibold sm:text-3xl">15% off all collections</h2>
          <p className="mt-2 text-sm text-smoke">Reserve with a 30% deposit to lock in sale pricing before the offer ends.</p>
        </div>
        <div className="flex gap-2 sm:gap-3" role="timer" aria-label="Time left in the offer">
          {clockFaces(left).map(([label, value]) => (
            <div key={label} className="min-w-0 flex-1 rounded-xl bg-parchment px-2 py-3 text-center">
              <span className="block font-display text-2xl font-semibold text-charcoal tabular-nums sm:text-3xl">{pad2(value)}</span>
              <span className="text-[0.65rem] tracking-[0.15em] text-smoke uppercase">{label}</span>
            </div>
          ))}
        </div>
        <Button onClick={() => goToSection('packages')}>Claim Offer</Button>
      </div>
    </section>
  );
}
