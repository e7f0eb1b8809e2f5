import { Hono } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { publicRoute } from '../../middleware/access.ts';
import { FILE_PATTERN, HASH_PATTERN, readRendition, type ImageFormat } from '@sdp/server/images/image-files';
import { renditionOnRequest } from '@sdp/server/images/render-renditions';

// NOTE: the path names the content (its hash), so a rendition never changes: browsers and CDNs keep it for a year.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Uploaded photographs as AVIF or WebP at one width: `/images/<hash>/<width>.<avif|webp>` (docs/design.md §13). */
export const imageRoutes = new Hono<AppEnv>().get('/images/:hash/:file', publicRoute(), async (c) => {
  const hash = c.req.param('hash');
  const match = FILE_PATTERN.exec(c.req.param('file'));
  if (!HASH_PATTERN.test(hash) || !match) throw notFound('Image not found');
  const format = match[2] as ImageFormat;
  const width = Number(match[1]);
  const { env, sql } = c.get('deps');
  // NOTE: a photo just uploaded has its renditions made in the background (ADR 188): one asked for before then is made now.
  const data = (await readRendition(env.UPLOADS_DIR, hash, width, format)) ?? (await renditionOnRequest(sql, env.UPLOADS_DIR, hash, width, format));
  if (!data) throw notFound('Image not found');
  return c.body(new Uint8Array(data), 200, { 'Content-Type': `image/${format}`, 'Cache-Control': IMMUTABLE, 'Content-Length': String(data.length) });
});
