import { Hono } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { publicRoute } from '../../middleware/access.ts';
import { FILE_PATTERN, HASH_PATTERN, openRendition, type ImageFormat } from '@sdp/server/images/image-files';
import { imageStore } from '@sdp/server/images/object-store';
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
  const store = imageStore(env);
  const headers = { 'Content-Type': `image/${format}`, 'Cache-Control': IMMUTABLE };
  // NOTE: streamed from the bucket through this origin, not redirected to it (ADR 240): the URL, its year-long caching and the
  // service worker's copies stay as they were. A bucket that does not answer is a 503 (never cached); a page's cached images still show.
  const stored = await openRendition(store, hash, width, format);
  if (stored) return c.body(stored.body, 200, { ...headers, 'Content-Length': String(stored.length) });
  // NOTE: a photo just uploaded has its renditions made in the background (ADR 188): one asked for before then is made now.
  const data = await renditionOnRequest(sql, store, hash, width, format);
  if (!data) throw notFound('Image not found');
  return c.body(new Uint8Array(data), 200, { ...headers, 'Content-Length': String(data.length) });
});
