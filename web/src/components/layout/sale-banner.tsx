import { useEffect, useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useCountdown } from '../../lib/countdown.ts';
import { useGoToSection } from '../../lib/use-go-to-section.ts';
import { useSeason } from '../../lib/api/get-season.ts';
import { useIsServerRender } from '../../lib/render-clock.ts';

const DISMISSED_KEY = 'saleBannerDismissed';

/** Pages of a customer who already ordered: a code offered there could not apply to what they paid (docs/design.md §16). */
const ORDER_PAGES = ['/order-confirmation', '/my-order', '/pay-balance', '/renew'];
const onOrderPage = (pathname: string) => ORDER_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/** The offer as it reads on the banner: "15% off" or "$50 off". */
const discountWords = (code: { discountType: 'percentage' | 'fixed'; discountValue: string }) =>
  code.discountType === 'percentage' ? `${Number(code.discountValue)}% off` : `$${Number(code.discountValue).toLocaleString('en-US')} off`;

/** The earlier of the sale's end and the code's own end: the banner goes when either does. */
const earlier = (a: string, b: string | null | undefined) => (b && Date.parse(b) < Date.parse(a) ? b : a);

function readDismissed() {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Sale banner (docs/product-spec.md §2): only while a sale runs and the server says its code validates right now (`saleCode`,
 * docs/design.md §16), never on an order's own pages, until dismissed or the sale or code ends (checked every 60 s).
 */
export function SaleBanner() {
  // NOTE: the server cannot know; a page rendered there starts with the banner (hidden by CSS when dismissed: the guard script
  // marks <html data-sale-banner="off">) and drops it once hydrated, so the HTML and React's first render agree.
  const serverRendered = useIsServerRender();
  const [dismissed, setDismissed] = useState(() => !serverRendered && readDismissed());
  useEffect(() => {
    if (readDismissed()) setDismissed(true);
  }, []);
  const { data: season } = useSeason();
  const pathname = useLocation({ select: (location) => location.pathname });
  const code = season?.saleRunning ? season.saleCode : null;
  const left = useCountdown(season ? earlier(season.saleEndsAt, code?.endsAt) : undefined, 60_000);
  const goToSection = useGoToSection();
  if (dismissed || !code || left.expired || onOrderPage(pathname)) return null;

  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED_KEY, '1');
    } catch {
      // NOTE: private mode may refuse storage; the banner then stays hidden for this page view only.
    }
  };
  const shop = () => {
    goToSection('packages');
  };

  return (
    <aside aria-label="Fall sale" data-sale-banner className="relative bg-charcoal text-cream">
      <div className="container-page flex min-h-11 flex-wrap items-center justify-center gap-x-4 gap-y-1 py-2 pr-12 text-center text-sm">
        <p>
          <span className="font-semibold text-gold">Fall Sale</span> · {discountWords(code)} all collections with code{' '}
          <span className="font-semibold tracking-wider">{code.code}</span>
          <span className="hidden sm:inline"> · ends in {left.days}d {left.hours}h {left.minutes}m</span>
        </p>
        <button type="button" onClick={shop} className="cursor-pointer font-semibold text-cream underline decoration-gold underline-offset-4 hover:text-gold">
          Shop Sale
        </button>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss sale banner"
        className="absolute top-1/2 right-2 grid h-9 w-9 -translate-y-1/2 cursor-pointer place-items-center rounded-full text-cream/80 hover:bg-white/10 hover:text-cream"
      >
        <svg viewBox="0 0 24 24" className="h-4 w-4" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
