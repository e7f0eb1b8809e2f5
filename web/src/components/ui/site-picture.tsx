import { assetUrl } from '../../lib/asset-url.ts';
import { illustrationSrcSet } from '../../lib/illustration.ts';

/** A committed picture of the public pages (web/public/images) and its file's width and height. */
export type Picture = { src: string; width: number; height: number };

/**
 * One committed picture at its file's size. `priority`: the first thing its page paints, fetched at once; otherwise it loads lazily.
 * `twin`: the art script renders a `-2x` file beside it (lib/illustration.ts).
 */
export function SitePicture({
  picture: { src, width, height },
  alt,
  className,
  priority = false,
  twin = false,
}: {
  picture: Picture;
  alt: string;
  className: string;
  priority?: boolean;
  twin?: boolean;
}) {
  return (
    <img
      src={assetUrl(src)}
      srcSet={twin ? illustrationSrcSet(src) : undefined}
      alt={alt}
      width={width}
      height={height}
      fetchPriority={priority ? 'high' : undefined}
      loading={priority ? undefined : 'lazy'}
      decoding={twin ? 'async' : undefined}
      className={className}
    />
  );
}
