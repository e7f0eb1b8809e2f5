import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ResponsiveImage } from '@sdp/shared';

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

// NOTE: the one stored file the renditions are made from (ADR 188): the picture as displayed (orientation applied, at most 2400 px
// wide), re-encoded as JPEG with no metadata at all, so no EXIF or GPS is kept. Never served: only renditions are.
const SOURCE_FILE = 'source.jpg';
const fileOf = (dir: string, hash: string, name: string) => join(resolve(dir), hash, name);
const renditionName = (width: number, format: ImageFormat) => `${width}.${format}`;

/** Write one file of an image atomically (temp file, then rename), so a reader never sees half a file. */
async function writeImageFile(dir: string, hash: string, name: string, data: Buffer): Promise<void> {
  const target = fileOf(dir, hash, name);
  await mkdir(join(resolve(dir), hash), { recursive: true });
  const temp = `${target}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, target);
}

async function readImageFile(dir: string, hash: string, name: string): Promise<Buffer | null> {
  try {
    return await readFile(fileOf(dir, hash, name));
  } catch {
    return null;
  }
}

/** Write one rendition atomically. */
export const writeRendition = (dir: string, hash: string, width: number, format: ImageFormat, data: Buffer) =>
  writeImageFile(dir, hash, renditionName(width, format), data);

/** A stored rendition's bytes, or null when there is none. */
export const readRendition = (dir: string, hash: string, width: number, format: ImageFormat) => readImageFile(dir, hash, renditionName(width, format));

/** Write the image's source, the file its renditions are made from (no metadata in it). */
export const writeSource = (dir: string, hash: string, jpeg: Buffer) => writeImageFile(dir, hash, SOURCE_FILE, jpeg);

/** The image's source, or null for an image stored before there were sources (all its renditions were made at upload). */
export const readSource = (dir: string, hash: string) => readImageFile(dir, hash, SOURCE_FILE);

/** An images row as the wire's ResponsiveImage. */
export const toResponsiveImage = (row: { id: string; hash: string; width: number; height: number; widths: number[] }): ResponsiveImage => ({
  id: row.id,
  hash: row.hash,
  width: row.width,
  height: row.height,
  widths: row.widths,
});
