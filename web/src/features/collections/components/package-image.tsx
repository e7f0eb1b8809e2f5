import type { Package } from '@sdp/shared/wire';
import { assetUrl } from '../../../lib/asset-url.ts';
import { cn } from '../../../components/ui/cn.ts';

/** The package photograph on a warm ground (so a slow image never leaves a white hole). */
export function PackageImage({ pkg, className, eager = false }: { pkg: Pick<Package, 'name' | 'imageUrl'>; className?: string; eager?: boolean }) {
  return (
    <div className={cn('aspect-[3/2] overflow-hidden bg-gradient-to-br from-parchment to-sand', className)}>
      {pkg.imageUrl && (
        <img
          src={assetUrl(pkg.imageUrl)}
          alt={`${pkg.name} porch arrangement`}
          width={600}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
      )}
    </div>
  );
}
