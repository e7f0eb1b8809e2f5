import { allAtMost, QUERIES_AT_ONCE } from '@sdp/server/db/query-limiter';
import { addOnInputSchema, galleryItemInputSchema, galleryOrderSchema, packageInputSchema, promoCodeInputSchema, type CatalogAdminView } from '@sdp/shared';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from '../../lib/deps.ts';
import type { AddOnServiceRow, GalleryItemRow, PackageRow, PromoCodeRow } from '@sdp/server/db/rows';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { admin } from '../../middleware/access.ts';
import { MAX_UPLOAD_BYTES, UPLOAD_ERRORS, storeUpload } from '@sdp/server/images/store-upload';
import { imageStore } from '@sdp/server/images/object-store';
import { listAudit, recordAudit } from './catalog-audit.ts';
import { imagesById, toAdminAddOn, toAdminGalleryItem, toAdminPackage, toAdminPromoCode } from './catalog-rows.ts';
import { deleteGalleryItem, reorderGallery, saveAddOn, saveGalleryItem, savePackage, savePromoCode } from './save-catalog.ts';

/** The upload path, which app.ts exempts from the 100 KB JSON body limit (it has its own, below). */
export const IMAGE_UPLOAD_PATH = '/admin/catalog/images';

const uploadLimit = bodyLimit({
  // NOTE: the multipart envelope adds a few hundred bytes around the file.
  maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
  onError: () => {
    throw new ApiError('PAYLOAD_TOO_LARGE', UPLOAD_ERRORS.tooLarge, { issues: [{ path: 'file', message: UPLOAD_ERRORS.tooLarge }] });
  },
});

const actor = (c: { get(key: 'user'): AppEnv['Variables']['user'] }) => {
  const user = c.get('user')!;
  return { id: user.id, name: user.name };
};

/**
 * Staff manage the catalog without a deploy (docs/design.md §13, ADR 039): admins only, behind the app's Origin check; every
 * write records an audit entry and drops the cached catalog. Orders keep the prices they were made with.
 */
export const catalogAdminRoutes = new Hono<AppEnv>()
  .get('/admin/catalog', admin(), async (c) => {
    const { sql } = c.get('deps');
    const [images, packages, addOns, promoCodes, gallery, audit] = await allAtMost(QUERIES_AT_ONCE, [
      () => imagesById(sql),
      () => sql<PackageRow[]>`SELECT * FROM packages ORDER BY sort_order, name`,
      () => sql<AddOnServiceRow[]>`SELECT * FROM add_on_services ORDER BY sort_order, name`,
      () => sql<PromoCodeRow[]>`SELECT * FROM promo_codes ORDER BY created_at, code`,
      () => sql<GalleryItemRow[]>`SELECT * FROM gallery_items ORDER BY sort_order, created_at`,
      () => listAudit(sql),
    ]);
    const view: CatalogAdminView = {
      packages: packages.map((r) => toAdminPackage(r, images)),
      addOns: addOns.map(toAdminAddOn),
      promoCodes: promoCodes.map(toAdminPromoCode),
      gallery: gallery.map((r) => toAdminGalleryItem(r, images)),
      audit,
    };
    return c.json(view, 200);
  })
  .post('/admin/catalog/packages', admin(), validate('json', packageInputSchema), async (c) =>
    c.json(await savePackage(c.get('deps').sql, actor(c), null, c.req.valid('json')), 201))
  .put('/admin/catalog/packages/:id', admin(), validate('json', packageInputSchema), async (c) =>
    c.json(await savePackage(c.get('deps').sql, actor(c), c.req.param('id'), c.req.valid('json')), 200))
  .post('/admin/catalog/add-ons', admin(), validate('json', addOnInputSchema), async (c) =>
    c.json(await saveAddOn(c.get('deps').sql, actor(c), null, c.req.valid('json')), 201))
  .put('/admin/catalog/add-ons/:id', admin(), validate('json', addOnInputSchema), async (c) =>
    c.json(await saveAddOn(c.get('deps').sql, actor(c), c.req.param('id'), c.req.valid('json')), 200))
  .post('/admin/catalog/promo-codes', admin(), validate('json', promoCodeInputSchema), async (c) =>
    c.json(await savePromoCode(c.get('deps').sql, actor(c), null, c.req.valid('json')), 201))
  .put('/admin/catalog/promo-codes/:id', admin(), validate('json', promoCodeInputSchema), async (c) =>
    c.json(await savePromoCode(c.get('deps').sql, actor(c), c.req.param('id'), c.req.valid('json')), 200))
  .post('/admin/catalog/gallery', admin(), validate('json', galleryItemInputSchema), async (c) =>
    c.json(await saveGalleryItem(c.get('deps').sql, actor(c), null, c.req.valid('json')), 201))
  .put('/admin/catalog/gallery/order', admin(), validate('json', galleryOrderSchema), async (c) => {
    await reorderGallery(c.get('deps').sql, actor(c), c.req.valid('json'));
    return c.body(null, 204);
  })
  .put('/admin/catalog/gallery/:id', admin(), validate('json', galleryItemInputSchema), async (c) =>
    c.json(await saveGalleryItem(c.get('deps').sql, actor(c), c.req.param('id'), c.req.valid('json')), 200))
  .delete('/admin/catalog/gallery/:id', admin(), async (c) => {
    await deleteGalleryItem(c.get('deps').sql, actor(c), c.req.param('id'));
    return c.body(null, 204);
  })
  .post(IMAGE_UPLOAD_PATH, admin(), uploadLimit, async (c) => {
    const { sql, env } = c.get('deps');
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    const file = form.file;
    if (!(file instanceof File)) throw new ApiError('BAD_REQUEST', UPLOAD_ERRORS.missing, { issues: [{ path: 'file', message: UPLOAD_ERRORS.missing }] });
    const who = actor(c);
    const { image, created } = await storeUpload(sql, imageStore(env), Buffer.from(await file.arrayBuffer()), who.id);
    if (created) {
      await sql.begin((tx) =>
        recordAudit(tx, who, { entity: 'image', entityId: image.id, action: 'create', summary: `Uploaded a photograph (${image.width} x ${image.height})`, before: null, after: { ...image } }),
      );
    }
    return c.json(image, created ? 201 : 200);
  });
