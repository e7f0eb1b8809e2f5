import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMissingImageObjects } from '@sdp/server/images/missing-objects';
import { moveUploads } from '@sdp/server/images/move-uploads';
import { diskImageStore, imageStore, STORAGE_UNAVAILABLE } from '@sdp/server/images/object-store';
import { backgroundRendersDone } from '@sdp/server/images/render-renditions';
import { S3_STAND_IN_KEYS } from '@sdp/dev/s3-stand-in/server';
import { createApp } from '../../app.ts';
import { envWith } from '../../../test/env-with.ts';
import { freePort } from '../../../test/free-port.ts';
import { useTestContext, readJson } from '../../../test/harness.ts';
import { createTestBucket } from '../../../test/s3.ts';
import { SAME_ORIGIN, signedIn } from '../../../test/staff-fixtures.ts';

// Photographs live in S3-compatible object storage (docs/design.md §24, ADR 240): any API instance serves what another stored,
// a storage that does not answer refuses an upload in words and stores nothing, and the restore drill's check finds lost objects.
const disks = [mkdtempSync(join(tmpdir(), 'sdp-host-a-')), mkdtempSync(join(tmpdir(), 'sdp-host-b-'))];
afterAll(async () => {
  await backgroundRendersDone();
  for (const dir of disks) rmSync(dir, { recursive: true, force: true });
});
const ctx = useTestContext({ UPLOADS_DIR: disks[0]! });
let admin: { cookie: string };
let s3: S3Client;
beforeAll(async () => {
  ctx.configure(await createTestBucket());
  admin = await signedIn(ctx, 'admin');
  s3 = new S3Client({ region: 'us-east-1', endpoint: ctx.env.S3_ENDPOINT, forcePathStyle: true, credentials: S3_STAND_IN_KEYS });
});
afterAll(() => s3?.destroy());

/** A photograph no other test has (its colour is the seed), 900 x 600: served at 480, 768 and 900. */
const photo = (seed: number) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } } }).jpeg({ quality: 80 }).toBuffer();
const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

function upload(app: ReturnType<typeof createApp>, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'porch.jpg');
  return app.request('/api/admin/catalog/images', { method: 'POST', headers: { ...SAME_ORIGIN, cookie: admin.cookie }, body: form });
}

/** Another API instance: same database and bucket, its own disk (as a second host would be). */
const otherInstance = (more: Record<string, string> = {}) => createApp({ ...ctx.deps, env: envWith(ctx, { UPLOADS_DIR: disks[1]!, ...more }) });


describe('photographs in the bucket', () => {
  it('a photo uploaded through one API instance is served by another that shares the bucket, not the disk', async () => {
    const bytes = await photo(11);
    const res = await upload(ctx.app, bytes);
    expect(res.status).toBe(201);
    const image = await readJson(res);
    expect(image.widths).toEqual([480, 768, 900]);

    const b = otherInstance();
    // Before the background has made it: host B makes it from the source in the bucket.
    const early = await b.request(`/api/images/${image.hash}/768.avif`);
    expect(early.status).toBe(200);
    expect(early.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await backgroundRendersDone();
    for (const width of image.widths as number[]) {
      for (const format of ['avif', 'webp']) {
        const served = await b.request(`/api/images/${image.hash}/${width}.${format}`);
        expect(served.status, `${width}.${format}`).toBe(200);
        expect(served.headers.get('content-type')).toBe(`image/${format}`);
        expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const body = Buffer.from(await served.arrayBuffer());
        expect(Number(served.headers.get('content-length'))).toBe(body.length);
        expect((await sharp(body).metadata()).width).toBe(width);
      }
    }
    // Neither host wrote the photograph to its own disk.
    for (const dir of disks) expect(readdirSync(dir)).toEqual([]);
    expect((await findMissingImageObjects(ctx.sql, imageStore(ctx.env))).missing).toEqual([]);
  });

  it('storage down: an upload answers 503 in words and stores no image row; an image not yet cached answers 503, never cached', async () => {
    const bytes = await photo(23);
    // NOTE: nothing listens there: the storage is down.
    const down = otherInstance({ S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    const res = await upload(down, bytes);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('60');
    expect((await readJson(res)).message).toBe(STORAGE_UNAVAILABLE);
    expect(await ctx.sql`SELECT id FROM images WHERE hash = ${hashOf(bytes)}`).toEqual([]);

    // A photo stored while the storage answered: browsers and the service worker keep it a year; one not cached waits for storage.
    const stored = await readJson(await upload(ctx.app, await photo(29)));
    const served = await down.request(`/api/images/${stored.hash}/480.webp`);
    expect(served.status).toBe(503);
    expect(served.headers.get('cache-control') ?? '').not.toContain('max-age');

    // Back up: the same photograph is stored whole.
    const retried = await upload(ctx.app, bytes);
    expect(retried.status).toBe(201);
    expect((await ctx.sql`SELECT id FROM images WHERE hash = ${hashOf(bytes)}`).length).toBe(1);
  });

  it('findMissingImageObjects names each image row whose objects are gone, and uploading the photograph again mends it', async () => {
    await backgroundRendersDone();
    const kept = await readJson(await upload(ctx.app, await photo(41)));
    const lostBytes = await photo(43);
    const lost = await readJson(await upload(ctx.app, lostBytes));
    await backgroundRendersDone();
    const store = imageStore(ctx.env);
    // An image stored before sources were kept (ADR 188): whole with every rendition, though it has no source.
    const legacyHash = 'f'.repeat(32);
    for (const file of ['480.avif', '480.webp']) await store.put(`${legacyHash}/${file}`, Buffer.from('x'), 'image/avif');
    await ctx.sql`INSERT INTO images (hash, width, height, widths, original_format, original_bytes) VALUES (${legacyHash}, 480, 320, ${[480]}, 'jpeg', 1)`;

    for (const file of ['source.jpg', '480.webp']) await s3.send(new DeleteObjectCommand({ Bucket: ctx.env.S3_BUCKET, Key: `${lost.hash}/${file}` }));
    const found = await findMissingImageObjects(ctx.sql, store);
    expect(found.checked).toBe((await ctx.sql`SELECT count(*)::int AS n FROM images`)[0]!.n);
    expect(found.missing).toEqual([{ id: lost.id, hash: lost.hash, files: ['source.jpg', '480.webp'] }]);
    expect(found.missing.map((m) => m.id)).not.toContain(kept.id);

    const again = await upload(ctx.app, lostBytes);
    expect(again.status).toBe(200);
    expect((await readJson(again)).id).toBe(lost.id);
    expect((await findMissingImageObjects(ctx.sql, store)).missing).toEqual([]);
  });

  it('move-uploads copies every image file from UPLOADS_DIR into the bucket once; a second run copies nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sdp-move-'));
    try {
      const disk = diskImageStore(dir);
      const hashes = ['a'.repeat(32), 'b'.repeat(32)];
      for (const hash of hashes) {
        await disk.put(`${hash}/source.jpg`, Buffer.from(`source of ${hash}`), 'image/jpeg');
        await disk.put(`${hash}/480.avif`, Buffer.from(`avif of ${hash}`), 'image/avif');
      }
      await disk.put('notes/readme.txt', Buffer.from('not an image'), 'text/plain');
      const bucket = imageStore(envWith(ctx, await createTestBucket()));

      expect(await moveUploads(disk, bucket)).toEqual({ copied: 4, alreadyThere: 0, ignored: 1 });
      expect(await moveUploads(disk, bucket)).toEqual({ copied: 0, alreadyThere: 4, ignored: 1 });
      for (const hash of hashes) expect((await bucket.get(`${hash}/source.jpg`))?.toString()).toBe(`source of ${hash}`);
      const keys: string[] = [];
      for await (const key of bucket.keys()) keys.push(key);
      expect(keys.sort()).toEqual(hashes.flatMap((h) => [`${h}/480.avif`, `${h}/source.jpg`]).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
