import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signedIn, SAME_ORIGIN } from '../../../test/staff-fixtures.ts';
import { useTestContext } from '../../../test/harness.ts';
import { readJson } from '../../../test/stripe-order-fixtures.ts';
import { backgroundRendersDone } from '@sdp/server/images/render-renditions';

// The home page's before/after pairs managed by staff (docs/design.md §13, ADR 039): added with uploaded photographs, edited,
// reordered and removed, each change audited, and GET /api/gallery shows the result at once.
const uploads = mkdtempSync(join(tmpdir(), 'sdp-gallery-'));
// NOTE: renditions still being made in the background (ADR 188) would write into the folder again after it is removed.
afterAll(async () => {
  await backgroundRendersDone();
  rmSync(uploads, { recursive: true, force: true });
});
const ctx = useTestContext({ UPLOADS_DIR: uploads });
let admin = '';
let staff = '';
beforeAll(async () => {
  admin = (await signedIn(ctx, 'admin')).cookie;
  staff = (await signedIn(ctx, 'staff')).cookie;
});

const SEEDED = ['Fairbanks Ranch', 'Point Loma', 'La Jolla'];
const gallery = async () => readJson(await ctx.app.request('/api/gallery'));
const adminView = async () => readJson(await call(ctx, 'GET', '/api/admin/catalog', { cookie: admin }));

async function uploadPhoto(colour: { r: number; g: number; b: number }): Promise<{ id: string; hash: string; widths: number[] }> {
  const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)]), 'porch.jpg');
  const res = await ctx.app.request('/api/admin/catalog/images', { method: 'POST', headers: { ...SAME_ORIGIN, cookie: admin }, body: form });
  expect(res.status).toBe(201);
  return readJson(res);
}

const pair = (overrides: Record<string, unknown> = {}) => ({
  location: 'Rancho Santa Fe', packageType: 'Golden Harvest · White-Glove', takenOn: 'October 2026', description: 'A covenant estate entry.',
  beforeImageId: null, afterImageId: null, active: true, ...overrides,
});

describe('gallery pairs', () => {
  it('the demo gallery is the three illustrated pairs, with no date that could go stale', async () => {
    const items = await gallery();
    expect(items.map((g: { location: string }) => g.location)).toEqual(SEEDED);
    for (const item of items) {
      expect(item).toMatchObject({ date: '', before: { image: null, url: expect.stringMatching(/^\/images\/gallery\/.+-before\.webp$/) } });
    }
  });

  it('an admin adds a pair with two uploaded photographs; the home gallery serves them; it is audited', async () => {
    const [before, after] = [await uploadPhoto({ r: 120, g: 110, b: 100 }), await uploadPhoto({ r: 200, g: 96, b: 30 })];
    const refused = await call(ctx, 'POST', '/api/admin/catalog/gallery', { cookie: admin, body: pair({ afterImageId: after.id }) });
    expect(refused.status).toBe(400);
    expect((await readJson(refused)).message).toBe('A new pair needs both a before and an after photograph');
    expect((await call(ctx, 'POST', '/api/admin/catalog/gallery', { cookie: staff, body: pair({ beforeImageId: before.id, afterImageId: after.id }) })).status).toBe(403);

    const res = await call(ctx, 'POST', '/api/admin/catalog/gallery', { cookie: admin, body: pair({ beforeImageId: before.id, afterImageId: after.id }) });
    expect(res.status).toBe(201);
    const created = await readJson(res);
    const items = await gallery();
    expect(items.map((g: { location: string }) => g.location)).toEqual([...SEEDED, 'Rancho Santa Fe']);
    expect(items.at(-1)).toMatchObject({
      id: created.id, date: 'October 2026', description: 'A covenant estate entry.',
      before: { image: { hash: before.hash, widths: before.widths }, url: null }, after: { image: { hash: after.hash }, url: null },
    });
    for (const w of after.widths) expect((await ctx.app.request(`/api/images/${after.hash}/${w}.avif`)).status).toBe(200);
    const [entry] = (await adminView()).audit;
    expect(entry).toMatchObject({ entity: 'gallery', action: 'create', summary: 'Created gallery Rancho Santa Fe' });
  });

  it('an admin replaces the after photograph of an illustrated pair and hides another; the home gallery follows', async () => {
    const photo = await uploadPhoto({ r: 180, g: 70, b: 20 });
    const view = await adminView();
    const pointLoma = view.gallery.find((g: { location: string }) => g.location === 'Point Loma');
    const laJolla = view.gallery.find((g: { location: string }) => g.location === 'La Jolla');
    const edit = pair({ location: 'Point Loma', packageType: pointLoma.packageType, takenOn: '', description: '', afterImageId: photo.id });
    expect((await call(ctx, 'PUT', `/api/admin/catalog/gallery/${pointLoma.id}`, { cookie: admin, body: edit })).status).toBe(200);
    const hide = pair({ location: 'La Jolla', packageType: laJolla.packageType, takenOn: '', description: '', active: false });
    expect((await call(ctx, 'PUT', `/api/admin/catalog/gallery/${laJolla.id}`, { cookie: admin, body: hide })).status).toBe(200);

    const items = await gallery();
    expect(items.map((g: { location: string }) => g.location)).toEqual(['Fairbanks Ranch', 'Point Loma', 'Rancho Santa Fe']);
    expect(items[1]).toMatchObject({ before: { image: null, url: '/images/gallery/point-loma-before.webp' }, after: { image: { hash: photo.hash } } });
    const audit = (await adminView()).audit;
    expect(audit[0]).toMatchObject({ summary: 'Updated gallery La Jolla', changes: [{ field: 'active', before: true, after: false }] });
    expect(audit[1].changes.map((c: { field: string }) => c.field)).toEqual(['afterImage']);
  });

  it('an admin reorders the pairs; a list that misses a pair is refused; the order is audited', async () => {
    const ids = (await adminView()).gallery.map((g: { id: string }) => g.id);
    const reversed = [...ids].reverse();
    const stale = await call(ctx, 'PUT', '/api/admin/catalog/gallery/order', { cookie: admin, body: { ids: reversed.slice(1) } });
    expect(stale.status).toBe(409);
    expect((await readJson(stale)).message).toMatch(/Reload it/);
    for (const body of [{ ids: [] }, { ids: ['nope'] }, { ids: [ids[0], ids[0]] }, {}]) {
      const res = await call(ctx, 'PUT', '/api/admin/catalog/gallery/order', { cookie: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call(ctx, 'PUT', '/api/admin/catalog/gallery/order', { cookie: staff, body: { ids: reversed } })).status).toBe(403);

    expect((await call(ctx, 'PUT', '/api/admin/catalog/gallery/order', { cookie: admin, body: { ids: reversed } })).status).toBe(204);
    expect((await gallery()).map((g: { location: string }) => g.location)).toEqual(['Rancho Santa Fe', 'Point Loma', 'Fairbanks Ranch']);
    const [entry] = (await adminView()).audit;
    expect(entry).toMatchObject({
      entity: 'gallery', action: 'update', summary: 'Reordered the gallery: Rancho Santa Fe, La Jolla, Point Loma, Fairbanks Ranch',
      changes: [{ field: 'order', before: ['Fairbanks Ranch', 'Point Loma', 'La Jolla', 'Rancho Santa Fe'], after: ['Rancho Santa Fe', 'La Jolla', 'Point Loma', 'Fairbanks Ranch'] }],
    });
  });

  it('an admin removes a pair: gone from the home gallery, its photographs still served, the removal audited', async () => {
    const view = await adminView();
    const added = view.gallery.find((g: { location: string }) => g.location === 'Rancho Santa Fe');
    expect((await call(ctx, 'DELETE', `/api/admin/catalog/gallery/${added.id}`, { cookie: staff })).status).toBe(403);
    expect((await call(ctx, 'DELETE', `/api/admin/catalog/gallery/${added.id}`, { cookie: admin })).status).toBe(204);
    expect((await call(ctx, 'DELETE', `/api/admin/catalog/gallery/${added.id}`, { cookie: admin })).status).toBe(404);
    expect((await gallery()).map((g: { location: string }) => g.location)).toEqual(['Point Loma', 'Fairbanks Ranch']);
    expect((await ctx.app.request(`/api/images/${added.afterImage.hash}/480.webp`)).status).toBe(200);
    expect((await adminView()).audit[0]).toMatchObject({ action: 'delete', summary: 'Deleted gallery Rancho Santa Fe' });
  });
});
