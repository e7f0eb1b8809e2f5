import sharp, { type Sharp } from 'sharp';
import type { Sql } from '../db/sql.ts';
import { hasRendition, IMAGE_FORMATS, objectKey, readSource, renditionFile, writeRendition, type ImageFormat } from './image-files.ts';
import type { ImageStore } from './object-store.ts';

// NOTE: the renditions are made from the image's source after the upload has answered (ADR 188): the AVIFs took seconds, and the
// crew's phone waited on them with a "Delivered" behind it (issue 36, item 11). A rendition asked for before it is made is made then.

const encode = (pipeline: Sharp, format: ImageFormat) => (format === 'avif' ? pipeline.avif({ quality: 52, effort: 2 }) : pipeline.webp({ quality: 80 }));

/** Renditions being made in this process, so one asked for by a browser while the background makes it is made once. */
const making = new Map<string, Promise<Buffer | null>>();

/** Make one rendition from the image's source and store it; null when the image has no source (stored before sources were kept). */
export function renderRendition(store: ImageStore, hash: string, width: number, format: ImageFormat): Promise<Buffer | null> {
  const key = `${store.where}/${objectKey(hash, renditionFile(width, format))}`;
  const already = making.get(key);
  if (already) return already;
  const made = (async () => {
    const source = await readSource(store, hash);
    if (!source) return null;
    const data = await encode(sharp(source).resize({ width, withoutEnlargement: true }), format).toBuffer();
    await writeRendition(store, hash, width, format, data);
    return data;
  })().finally(() => making.delete(key));
  making.set(key, made);
  return made;
}

/**
 * A rendition the route was asked for that is not stored yet: made now when the image has that width (only the widths recorded at
 * upload, so a request cannot make the server encode any size it names); null when there is no such image or width.
 */
export async function renditionOnRequest(sql: Sql, store: ImageStore, hash: string, width: number, format: ImageFormat): Promise<Buffer | null> {
  const [image] = await sql<{ widths: number[] }[]>`SELECT widths FROM images WHERE hash = ${hash}`;
  if (!image?.widths.includes(width)) return null;
  return renderRendition(store, hash, width, format);
}

let background: Promise<void> = Promise.resolve();

/**
 * Make every rendition of a newly stored image, off the request: one image after another, smallest first and AVIF (what browsers
 * pick) before WebP at each width. A failure here is not lost work: that rendition is made when it is first asked for.
 */
export function renderInBackground(store: ImageStore, hash: string, widths: readonly number[]): Promise<void> {
  background = background.then(async () => {
    for (const width of [...widths].sort((a, b) => a - b)) {
      for (const format of IMAGE_FORMATS) {
        // NOTE: a storage that does not answer fails this one; it is made when first asked for.
        const stored = await hasRendition(store, hash, width, format).catch(() => true);
        if (!stored) await renderRendition(store, hash, width, format).catch(() => null);
      }
    }
  }).catch(() => undefined); // NOTE: never left rejected: the next image's renditions must still be made.
  return background;
}

/** Resolves once the renditions queued so far are made (tests, and a bench that times them). */
export const backgroundRendersDone = (): Promise<void> => background;

/**
 * Load each codec once at start, so the first upload after a deploy does not pay for it (issue 36, item 11): a tiny picture through
 * JPEG decode and encode, AVIF and WebP. Best effort: a failure here shows up, with its words, on the first real upload.
 */
export async function warmImagePipeline(): Promise<void> {
  const tiny = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } }).jpeg().toBuffer();
  const pixels = sharp(tiny).rotate().resize({ width: 32 });
  await Promise.all([pixels.clone().jpeg({ quality: 90 }).toBuffer(), encode(pixels.clone(), 'avif').toBuffer(), encode(pixels.clone(), 'webp').toBuffer()]);
}
