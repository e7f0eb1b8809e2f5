import type { ResponsiveImage } from '@sdp/shared';
import type { ImageStore } from './object-store.ts';

/** The widths every upload is served at, capped at the original's width (docs/design.md §13). */
export const IMAGE_WIDTHS = [480, 768, 1200, 1600, 2400] as const;
const LARGEST_WIDTH = 2400;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const HASH_PATTERN = /^[0-9a-f]{32}$/;
export const FILE_PATTERN = /^(\d{2,4})\.(avif|webp)$/;

/** The widths to produce for an original this wide: the standard ones below it, and the original itself when narrower than 2400. */
export function widthsFor(originalWidth: number): number[] {
  const below = IMAGE_WIDTHS.filter((w) => w <= originalWidth);
  return originalWidth < LARGEST_WIDTH && !below.includes(originalWidth as never) ? [...below, originalWidth] : below;
}

// NOTE: the one stored object the renditions are made from (ADR 188): the picture as displayed (orientation applied, at most 2400 px
// wide), re-encoded as JPEG with no metadata at all, so no EXIF or GPS is kept. Never served: only renditions are. Objects live in
// the image store (object-store.ts, ADR 240) under `<hash>/<file>`.
export const SOURCE_FILE = 'source.jpg';
export const objectKey = (hash: string, file: string) => `${hash}/${file}`;
export const renditionFile = (width: number, format: ImageFormat) => `${width}.${format}`;

/** Store one rendition. */
export const writeRendition = (store: ImageStore, hash: string, width: number, format: ImageFormat, data: Buffer) =>
  store.put(objectKey(hash, renditionFile(width, format)), data, `image/${format}`);

/** A stored rendition as a stream with its length, or null when there is none yet. */
export const openRendition = (store: ImageStore, hash: string, width: number, format: ImageFormat) => store.open(objectKey(hash, renditionFile(width, format)));

/** Whether a rendition is stored (without reading it). */
export const hasRendition = async (store: ImageStore, hash: string, width: number, format: ImageFormat) =>
  (await store.size(objectKey(hash, renditionFile(width, format)))) !== null;

/** Store the image's source, the object its renditions are made from (no metadata in it). */
export const writeSource = (store: ImageStore, hash: string, jpeg: Buffer) => store.put(objectKey(hash, SOURCE_FILE), jpeg, 'image/jpeg');

/** Whether the image's source is stored. */
export const hasSource = async (store: ImageStore, hash: string) => (await store.size(objectKey(hash, SOURCE_FILE))) !== null;

/** The image's source, or null for an image stored before there were sources (all its renditions were made at upload). */
export const readSource = (store: ImageStore, hash: string) => store.get(objectKey(hash, SOURCE_FILE));

/** An images row as the wire's ResponsiveImage. */
export const toResponsiveImage = (row: { id: string; hash: string; width: number; height: number; widths: number[] }): ResponsiveImage => ({
  id: row.id,
  hash: row.hash,
  width: row.width,
  height: row.height,
  widths: row.widths,
});
