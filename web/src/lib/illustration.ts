import { assetUrl } from './asset-url.ts';

/**
 * The `srcset` of a committed illustration (web/public/images, rendered by web/scripts/art): its file at 1x and the `-2x` twin the
 * script renders at twice the size, so a 3x phone screen gets a sharp picture and a desktop the small file. Undefined for anything
 * else (the hero has its own widths; uploads have their own srcset, components/ui/catalog-photo.tsx).
 */
export function illustrationSrcSet(path: string): string | undefined {
  if (!/^\/images\/[\w/-]+\.webp$/.test(path) || path.startsWith('/images/hero-')) return undefined;
  return `${assetUrl(path)} 1x, ${assetUrl(path.replace(/\.webp$/, '-2x.webp'))} 2x`;
}
