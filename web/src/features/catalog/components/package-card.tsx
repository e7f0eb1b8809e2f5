import { formatUsd, toCents } from '@sdp/shared/money';
import { type Package } from '@sdp/shared/wire';
import { Button } from '../../../components/ui/button.tsx';
import { BulletList } from '../../../components/ui/bullet-list.tsx';
import { CatalogPhoto } from '../../../components/ui/catalog-photo.tsx';
import { useSeason } from '../../../lib/api/get-season.ts';
import { isBookingOpen } from '../../../lib/season-copy.ts';

/** Package card (docs/product-spec.md §2): image when there is one, name, price, description, features, Reserve Package, Client Favorite badge. */
export function PackageCard({ pkg, onReserve }: { pkg: Package; onReserve: (pkg: Package) => void }) {
  // NOTE: the order dialog's title and first line (features/order/components/order-dialog.tsx), for the frame the shell guard opens
  // on a tap before the app has started (ADR 191).
  const { data: season } = useSeason();
  const closed = season !== undefined && !isBookingOpen(season);
  return (
    <article className={`relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-card ${pkg.isPopular ? 'ring-2 ring-gold' : ''}`}>
      {pkg.isPopular && (
        <p className="absolute top-4 left-4 z-10 rounded-full bg-charcoal px-3 py-1 text-xs font-semibold tracking-wider text-gold uppercase">Client Favorite</p>
      )}
      <CatalogPhoto
        image={pkg.image}
        fallbackUrl={pkg.imageUrl}
        alt={`${pkg.name} porch arrangement`}
        sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-7">
        <div className="flex items-baseline justify-between gap-4">
          <h4 className="text-2xl font-semibold">{pkg.name}</h4>
          <p className="font-display text-2xl text-ember">{formatUsd(toCents(pkg.price))}</p>
        </div>
        <p className="mt-3 text-sm leading-relaxed text-smoke">{pkg.description}</p>
        <BulletList items={pkg.features} className="mt-5 flex-1 space-y-2 text-sm" />
        <Button className="mt-7 w-full" variant={pkg.isPopular ? 'primary' : 'dark'} onClick={() => onReserve(pkg)}
          aria-label={`Reserve Package: ${pkg.name}`}
          aria-haspopup="dialog"
          data-early-dialog={`${closed ? 'Reserve' : 'Order'} ${pkg.name}`}
          data-early-dialog-description={closed ? 'Booking is closed for now.' : 'Reserve your delivery week with a 30% deposit.'}
        >
          Reserve Package
        </Button>
      </div>
    </article>
  );
}
