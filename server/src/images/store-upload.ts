import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import type { ResponsiveImage } from '@sdp/shared';
import type { Sql } from '../db/sql.ts';
import { DomainError } from '../domain-error.ts';
import { decodeHeic } from './decode-heic.ts';
import { detectImageType, type DetectedType } from './detect-image-type.ts';
import { hasSource, toResponsiveImage, widthsFor, writeSource } from './image-files.ts';
import type { ImageStore } from './object-store.ts';
import { renderInBackground } from './render-renditions.ts';

/** 25 MB: a full-size photograph from a phone or a DSLR's JPEG, with room. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
const MIN_WIDTH = 480;
const MIN_HEIGHT = 320;
// NOTE: 100 megapixels (a 12000 x 8000 photograph) keeps a hostile "decompression bomb" from exhausting memory.
const MAX_PIXELS = 100_000_000;
// NOTE: the source is re-encoded once more into each rendition (AVIF 52, WebP 80): at 90 that second loss does not show.
const SOURCE_QUALITY = 90;

export const UPLOAD_ERRORS = {
  missing: 'Choose a photograph to upload (JPEG, PNG or HEIC).',
  tooLarge: 'This file is larger than 25 MB. Export the photograph at a smaller size and upload it again.',
  pdf: 'This file is a PDF, not a photograph. Upload a JPEG, PNG or HEIC image.',
  notImage: 'This file is not a JPEG, PNG or HEIC photograph (its name does not matter: its contents were checked).',
  heic: "This HEIC photograph can't be read here (its compression is not supported). Export it as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible) and upload it again.",
  unreadable: 'This photograph could not be read: the file looks damaged. Export it again and upload it.',
  tooSmall: `This image is too small to look sharp on the site: it must be at least ${MIN_WIDTH} x ${MIN_HEIGHT} pixels.`,
  tooBig: 'This image has more than 100 megapixels. Export it at a smaller size and upload it again.',
} as const;

const refuse = (message: string, code: 'BAD_REQUEST' | 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE' = 'UNSUPPORTED_MEDIA_TYPE') =>
  new DomainError(code, message, { issues: [{ path: 'file', message }] });

type Raw = { oriented: { data: Buffer; info: OutputInfo }; width: number; height: number };

const checkSize = (width: number, height: number) => {
  if (width < MIN_WIDTH || height < MIN_HEIGHT) throw refuse(UPLOAD_ERRORS.tooSmall, 'BAD_REQUEST');
};

/** Decode to sRGB pixels the way the picture is displayed (EXIF orientation applied), no larger than the largest rendition. */
async function decodeOriented(bytes: Buffer, type: DetectedType): Promise<Raw> {
  const largestFor = (width: number) => Math.max(...widthsFor(width));
  try {
    // NOTE: autoOrient is the size as displayed: EXIF orientations 5-8 turn the picture a quarter.
    const { width, height } = (await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata()).autoOrient;
    checkSize(width, height);
    const oriented = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width: largestFor(width), withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { oriented, width, height };
  } catch (err) {
    if (type !== 'heic' || err instanceof DomainError) throw err;
  }
  // An iPhone's HEIC (HEVC), which sharp's build cannot read: libheif in a worker thread (ADR 065), then on as above.
  const heic = await decodeHeic(bytes, MAX_PIXELS);
  if (heic === 'too-big') throw refuse(UPLOAD_ERRORS.tooBig, 'BAD_REQUEST');
  checkSize(heic.width, heic.height);
  const oriented = await sharp(heic.data, { raw: { width: heic.width, height: heic.height, channels: 4 } })
    .removeAlpha()
    .resize({ width: largestFor(heic.width), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { oriented, width: heic.width, height: heic.height };
}

/**
 * Check an upload by its contents, store its source in the image store (object-store.ts: the bucket, ADR 240) by content hash
 * (the picture as displayed, orientation applied, as a JPEG with every metadata block, GPS included, dropped: sharp writes none
 * unless asked) and record the row; its AVIF
 * and WebP renditions at each width are made from that source after this answers (render-renditions.ts, ADR 188), or when first
 * asked for. The same photograph uploaded twice is one image. The source is stored before the row is written: storage that does
 * not answer is a 503 with words (object-store.ts) and no row, so there is never an image row without its object.
 */
export async function storeUpload(sql: Sql, store: ImageStore, bytes: Buffer, uploadedBy: string | null): Promise<{ image: ResponsiveImage; created: boolean }> {
  if (bytes.length === 0) throw refuse(UPLOAD_ERRORS.missing, 'BAD_REQUEST');
  if (bytes.length > MAX_UPLOAD_BYTES) throw refuse(UPLOAD_ERRORS.tooLarge, 'PAYLOAD_TOO_LARGE');
  const type = detectImageType(bytes);
  if (type === 'pdf') throw refuse(UPLOAD_ERRORS.pdf);
  if (type === 'unknown') throw refuse(UPLOAD_ERRORS.notImage);

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const [existing] = await sql<{ id: string; hash: string; width: number; height: number; widths: number[] }[]>`
    SELECT id, hash, width, height, widths FROM images WHERE hash = ${hash}`;
  // NOTE: a row whose source is gone (a bucket restored from an older copy) is mended by uploading the photograph again.
  if (existing && (await hasSource(store, hash))) return { image: toResponsiveImage(existing), created: false };

  const { oriented: { data, info }, width, height } = await decodeOriented(bytes, type).catch((err: unknown) => {
    if (err instanceof DomainError) throw err;
    if (/pixel limit/i.test(String((err as Error).message ?? ''))) throw refuse(UPLOAD_ERRORS.tooBig, 'BAD_REQUEST');
    throw refuse(type === 'heic' ? UPLOAD_ERRORS.heic : UPLOAD_ERRORS.unreadable);
  });
  const widths = widthsFor(width);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await writeSource(store, hash, await sharp(data, raw).jpeg({ quality: SOURCE_QUALITY }).toBuffer());
  const [row] = await sql<{ id: string; hash: string; width: number; height: number; widths: number[] }[]>`
    INSERT INTO images (hash, width, height, widths, original_format, original_bytes, uploaded_by)
    VALUES (${hash}, ${width}, ${height}, ${widths}, ${type}, ${bytes.length}, ${uploadedBy})
    ON CONFLICT (hash) DO UPDATE SET hash = EXCLUDED.hash
    RETURNING id, hash, width, height, widths`;
  void renderInBackground(store, hash, widths);
  return { image: toResponsiveImage(row!), created: !existing };
}
