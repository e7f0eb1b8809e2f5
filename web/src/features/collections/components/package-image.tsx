import type { Package } from '@sdp/shared/wire';
import { CatalogPhoto } from '../../../components/ui/catalog-photo.tsx';
import { cn } from '../../../components/ui/cn.ts';

/** The package photograph on a warm ground (so a slow image never leaves a white hole). */
export function PackageImage({ pkg, className, eager = false }: { pkg: Pick<Package, 'name' | 'imageUrl' | 'image'>; className?: string; eager?: boolean }) {
  return (
    <div className={cn('aspect-[3/2] overflow-hidden bg-gradient-to-br from-parchment to-sand', className)}>
      <CatalogPhoto
        image={pkg.image}
        fallbackUrl={pkg.imageUrl}
        alt={`${pkg.name} porch arrangement`}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        eager={eager}
        className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
      />
    </div>
  );
}
