import { Link } from '@tanstack/react-router';
import { formatUsd, toCents } from '@sdp/shared/money';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePageMeta } from '../../../lib/seo.ts';
import { useDeliveryZones } from '../../../lib/api/get-delivery-zones.ts';
import { useServiceAreas } from '../api/get-service-areas.ts';
import { ZipSearch } from './zip-search.tsx';

/** /service-areas (docs/product-spec.md §2): zip search over the served zips, the fee zones and the 12 community cards. */
export function ServiceAreasScreen() {
  usePageMeta('/service-areas');
  const areas = useServiceAreas();
  const zones = useDeliveryZones();
  return (
    <main>
      <PageHeader
        eyebrow="Where we deliver"
        title="Serving San Diego County"
        lede="From the coast to the ranches, we deliver and install across 116 San Diego County zip codes. Check yours below."
      >
        <div className="mt-10">
          <ZipSearch />
        </div>
      </PageHeader>

      {zones.data && zones.data.length > 0 && (
        <section aria-labelledby="zones-title" className="container-page pt-16">
          <h2 id="zones-title" className="text-center text-3xl font-medium sm:text-4xl">Delivery Zones</h2>
          <ul className="mx-auto mt-8 grid max-w-4xl gap-4 sm:grid-cols-3">
            {zones.data.map((zone, _index, all) => (
              <li key={zone.id} className="rounded-2xl bg-white p-6 text-center shadow-card">
                <p className="font-sans text-sm font-semibold tracking-wider text-smoke uppercase">{zone.name}</p>
                <p className="mt-2 font-display text-3xl text-ember">{feeLabel(zone.deliveryFee, all.every((other) => toCents(other.deliveryFee) <= toCents(zone.deliveryFee)))}</p>
                <p className="mt-2 text-sm text-smoke">{zone.description}</p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-center text-xs text-smoke">Delivery fees apply to Drop-Off orders; White-Glove delivery is free throughout our service area.</p>
        </section>
      )}

      <section aria-labelledby="communities-title" className="container-page py-16 sm:py-20">
        <h2 id="communities-title" className="text-center text-3xl font-medium sm:text-4xl">Communities We Serve</h2>
        {areas.isPending && <Spinner label="Loading communities" />}
        {areas.isError && <p className="mt-8 text-center text-danger">We couldn’t load our communities just now. Please try again later.</p>}
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {areas.data?.map((area) => (
            <li key={area.name} className="flex flex-col rounded-2xl border border-charcoal/10 bg-white p-6 transition-shadow hover:shadow-card">
              <p className="eyebrow">{area.community}</p>
              <h3 className="mt-2 text-2xl font-semibold">
                <Link to="/service-areas/$slug" params={{ slug: area.slug }} className="hover:text-ember">
                  {area.name}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-smoke">{area.description}</p>
              <p className="mt-4 text-xs text-smoke">
                <span className="sr-only">Zip codes: </span>
                {area.zipCodes.join(' · ')}
              </p>
              <Link to="/service-areas/$slug" params={{ slug: area.slug }} className="mt-4 text-sm font-semibold text-ember hover:underline" aria-label={`Delivery in ${area.name}`}>
                Delivery, fees and weeks →
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-14 text-center">
          <Link to="/reserve" className={buttonClass('primary', 'lg')}>
            Reserve Your Delivery
          </Link>
        </div>
      </section>
    </main>
  );
}

/** "Free", "$25", or "$50+" for the farthest zone, whose fee grows with distance (docs/product-spec.md §9). */
function feeLabel(fee: string, farthest: boolean): string {
  const cents = toCents(fee);
  if (cents === 0) return 'Free';
  return `${formatUsd(cents)}${farthest ? '+' : ''}`;
}
