import type { ResponsiveImage } from '@sdp/shared/wire';
import { API_BASE } from '../../lib/api-fetch.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { illustrationSrcSet } from '../../lib/illustration.ts';

const srcSet = (image: ResponsiveImage, format: 'avif' | 'webp') =>
  image.widths.map((w) => `${API_BASE}/images/${image.hash}/${w}.${format} ${w}w`).join(', ');

/**
 * A catalog picture: an uploaded photograph as AVIF/WebP at each stored width with `sizes` (docs/design.md §13), else the committed
 * illustration. The browser picks the width for the screen's density, so a phone gets a sharp picture without the largest file.
 */
export function CatalogPhoto({
  image,
  fallbackUrl,
  alt,
  sizes,
  className,
  eager = false,
}: {
  image: ResponsiveImage | null;
  fallbackUrl: string | null;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  const loading = eager ? 'eager' : 'lazy';
  if (image) {
    const smallest = Math.min(...image.widths);
    return (
      <picture>
        <source type="image/avif" srcSet={srcSet(image, 'avif')} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(image, 'webp')} sizes={sizes} />
        <img
          src={`${API_BASE}/images/${image.hash}/${smallest}.webp`}
          alt={alt}
          width={image.width}
          height={image.height}
          loading={loading}
          decoding="async"
          className={className}
        />
      </picture>
    );
  }
  if (!fallbackUrl) return null;
  return <img src={assetUrl(fallbackUrl)} srcSet={illustrationSrcSet(fallbackUrl)} alt={alt} width={600} height={400} loading={loading} decoding="async" className={className} />;
}
