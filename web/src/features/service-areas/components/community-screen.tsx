import { Link } from '@tanstack/react-router';
import { formatUsd, toCents } from '@sdp/shared/money';
import type { Package, SeasonInfo, ServiceArea } from '@sdp/shared/wire';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { OffSeasonNotice } from '../../../components/off-season-notice.tsx';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { formatCalendarDate } from '../../../lib/format-date.ts';
import { bookingSentence } from '../../../lib/season-copy.ts';
import { communityMeta, dropOffFee } from '../logic/community-meta.ts';

/**
 * /service-areas/{slug} (docs/design.md §14): one served community with its zone and fee, this season's delivery weeks (or when
 * booking opens), the packages at today's prices and the way to reserve.
 */
export function CommunityScreen({ area, packages, season }: { area: ServiceArea; packages: Package[]; season: SeasonInfo | undefined }) {
  const meta = communityMeta(area);
  useDocumentMeta(meta.title, meta.description);
  const fee = dropOffFee(area);
  return (
    <main>
      <PageHeader
        eyebrow={`${area.community} · San Diego County`}
        title={`Pumpkin Delivery in ${area.name}`}
        lede={`${area.description} Designer fall porches of heirloom pumpkins, delivered to your door or installed by our crew.`}
      >
        <nav aria-label="Breadcrumb" className="mt-6 text-sm text-smoke">
          <Link to="/" className="hover:text-ember">Home</Link>
          <span aria-hidden="true"> / </span>
          <Link to="/service-areas" className="hover:text-ember">Service Areas</Link>
          <span aria-hidden="true"> / </span>
          <span aria-current="page">{area.name}</span>
        </nav>
      </PageHeader>

      <div className="container-page grid gap-6 py-14 sm:py-16 md:grid-cols-3">
        <section aria-labelledby="zone-title" className="rounded-2xl bg-white p-6 shadow-card">
          <h2 id="zone-title" className="font-sans text-xs font-semibold tracking-[0.2em] text-smoke uppercase">Delivery zone</h2>
          <p className="mt-2 font-display text-2xl text-charcoal">{area.zone?.name ?? 'Ask us'}</p>
          <p className="mt-2 text-sm text-smoke">Zip codes {area.zipCodes.join(', ')}</p>
        </section>
        <section aria-labelledby="fee-title" className="rounded-2xl bg-white p-6 shadow-card">
          <h2 id="fee-title" className="font-sans text-xs font-semibold tracking-[0.2em] text-smoke uppercase">Delivery fee</h2>
          <p className="mt-2 font-display text-3xl text-ember">{fee}</p>
          <p className="mt-2 text-sm text-smoke">for Drop-Off orders; White-Glove delivery and installation is free in {area.name}.</p>
        </section>
        <DeliveryWeeks season={season} />
      </div>

      <section aria-labelledby="packages-title" className="bg-parchment py-16 sm:py-20">
        <div className="container-page">
          <h2 id="packages-title" className="text-center text-3xl font-medium sm:text-4xl">Packages for {area.name} Homes</h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {packages.map((pkg) => (
              <li key={pkg.id} className="flex flex-col rounded-2xl bg-white p-6 shadow-card">
                <h3 className="text-2xl font-semibold">
                  <Link to="/packages/$id" params={{ id: pkg.id }} className="hover:text-ember">{pkg.name}</Link>
                </h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-smoke">{pkg.description}</p>
                <dl className="mt-5 space-y-1 text-sm">
                  <div className="flex justify-between gap-3"><dt className="text-smoke">White-Glove</dt><dd className="font-semibold text-charcoal">{formatUsd(toCents(pkg.whiteGlovePrice))}</dd></div>
                  <div className="flex justify-between gap-3"><dt className="text-smoke">Drop-Off</dt><dd className="font-semibold text-charcoal">{formatUsd(toCents(pkg.dropOffPrice))}</dd></div>
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-12 flex flex-col items-center gap-3 text-center">
            <Link to="/reserve" className={buttonClass('primary', 'lg')}>Reserve Your {area.name} Porch</Link>
            <Link to="/service-areas" className="text-sm font-medium text-ember hover:underline">All communities we serve</Link>
          </div>
        </div>
      </section>
    </main>
  );
}

/** This season's delivery weeks while booking is open; off season, when booking opens (docs/design.md §13). */
function DeliveryWeeks({ season }: { season: SeasonInfo | undefined }) {
  if (season && season.state !== 'open') return <OffSeasonNotice season={season} headingLevel="h2" />;
  return (
    <section aria-labelledby="weeks-title" className="rounded-2xl bg-white p-6 shadow-card">
      <h2 id="weeks-title" className="font-sans text-xs font-semibold tracking-[0.2em] text-smoke uppercase">Delivery weeks {season?.year}</h2>
      <ul className="mt-3 space-y-1 text-sm text-charcoal">
        {season?.deliveryDates.map((option) => (
          <li key={option.date}>Week of {formatCalendarDate(option.date, { month: 'long', day: 'numeric' })}</li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-smoke">{bookingSentence(season)}</p>
    </section>
  );
}
