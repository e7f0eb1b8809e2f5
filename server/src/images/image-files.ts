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

const fileOf = (dir: string, hash: string, width: number, format: ImageFormat) => join(resolve(dir), hash, `${width}.${format}`);

/** Write one rendition atomically (temp file, then rename), so a reader never sees half a file. */
export async function writeRendition(dir: string, hash: string, width: number, format: ImageFormat, data: Buffer): Promise<void> {
  const target = fileOf(dir, hash, width, format);
  await mkdir(join(resolve(dir), hash), { recursive: true });
  const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, data);
  await rename(temp, target);
}

/** A stored rendition's bytes, or null when there is none. */
export async function readRendition(dir: string, hash: string, width: number, format: ImageFormat): Promise<Buffer | null> {
  try {
    return await readFile(fileOf(dir, hash, width, format));
  } catch {
    return null;
  }
}

/** An images row as the wire's ResponsiveImage. */
export const toResponsiveImage = (row: { id: string; hash: string; width: number; height: number; widths: number[] }): ResponsiveImage => ({
  id: row.id,
  hash: row.hash,
  width: row.width,
  height: row.height,
  widths: row.widths,
});
