import { CatalogPhoto } from '../../../components/ui/catalog-photo.tsx';
import { API_BASE } from '../../../lib/api-fetch.ts';
import type { MyOrder } from '../api/get-my-order.ts';
import { OrderCard } from './order-card.tsx';

/** The crew's after photos of the finished porch (docs/design.md §20, ADR 134): the customer's own to see and keep. */
export function PorchPhotosCard({ photos }: { photos: MyOrder['photos'] }) {
  return (
    <OrderCard name="porch-photos" title="Your porch, finished" data-porch-photos>
      <p className="mt-1 text-sm text-smoke">Our crew took {photos.length === 1 ? 'this photo' : `these ${photos.length} photos`} when they finished setting up.</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {photos.map((image, i) => (
          <li key={image.id} className="overflow-hidden rounded-xl bg-cream">
            <a href={`${API_BASE}/images/${image.hash}/${Math.max(...image.widths)}.webp`} target="_blank" rel="noreferrer">
              <CatalogPhoto image={image} fallbackUrl={null} alt={`Your finished porch, photo ${i + 1}`} sizes="(min-width: 1024px) 26rem, (min-width: 640px) 45vw, 92vw" className="aspect-[4/3] w-full object-cover" />
            </a>
          </li>
        ))}
      </ul>
    </OrderCard>
  );
}
