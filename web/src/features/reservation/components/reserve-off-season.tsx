import { Link } from '@tanstack/react-router';
import type { SeasonInfo } from '@sdp/shared/wire';
import { OffSeasonNotice } from '../../../components/off-season-notice.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/seo.ts';

/**
 * /reserve off season (docs/design.md §16): no form, no total, no payment button: when booking opens, the waitlist, and the way
 * back to the collections. The order API refuses an order now anyway; the page must not look as if it would take one.
 */
export function ReserveOffSeason({ season }: { season: SeasonInfo }) {
  usePageMeta('/reserve');
  return (
    <main>
      <PageHeader
        eyebrow="Reserve your porch"
        title="Reserve Your Fall Porch"
        lede="Our porches are booked one season at a time. Join the waitlist and you will hear from us the moment the next season opens."
      />
      <div className="container-page max-w-3xl py-10 sm:py-14">
        <OffSeasonNotice season={season} headingLevel="h2" />
        <p className="mt-8 text-center">
          <Link to="/packages" className={buttonClass('outline')}>
            Browse the Packages
          </Link>
        </p>
      </div>
    </main>
  );
}
