import { Hono } from 'hono';
import { zipParamSchema } from '@sdp/shared';
import { isUuid } from '@sdp/server/db/is-uuid';
import * as v from 'valibot';
import type { AppEnv } from '../../lib/deps.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { getCatalog } from '@sdp/server/catalog/catalog-cache';
import { CATALOG_CACHE_CONTROL as CACHE_CONTROL } from './catalog-fast-path.ts';
import { publicRoute } from '../../middleware/access.ts';

/** Public catalog: packages, add-ons, delivery zones and the zip check (docs/product-spec.md §7). */
export const catalogRoutes = new Hono<AppEnv>()
  .get('/packages', publicRoute(), async (c) => {
    const catalog = await getCatalog(c.get('deps').sql);
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json(catalog.packages);
  })
  .get('/packages/:id', publicRoute(), async (c) => {
    const id = c.req.param('id');
    const pkg = isUuid(id) ? (await getCatalog(c.get('deps').sql)).packages.find((p) => p.id === id) : undefined;
    if (!pkg) throw notFound('Package not found');
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json(pkg);
  })
  .get('/add-on-services', publicRoute(), async (c) => {
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json((await getCatalog(c.get('deps').sql)).addOns);
  })
  .get('/delivery-zones', publicRoute(), async (c) => {
    const { zones } = await getCatalog(c.get('deps').sql);
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json(zones.map(({ feeCents: _omit, ...zone }) => zone));
  })
  .get('/delivery-zones/check/:zipCode', publicRoute(), async (c) => {
    const zip = c.req.param('zipCode');
    const parsed = v.safeParse(zipParamSchema, zip);
    if (!parsed.success) throw badRequest(parsed.issues[0].message, [{ path: 'zipCode', message: parsed.issues[0].message }]);
    const zone = (await getCatalog(c.get('deps').sql)).zoneByZip.get(zip);
    if (!zone) throw notFound("Sorry, we don't currently deliver to this zip code.");
    return c.json({ name: zone.name, zipCode: zip, deliveryFee: zone.deliveryFee });
  })
  .get('/service-areas', publicRoute(), async (c) => {
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json((await getCatalog(c.get('deps').sql)).serviceAreas);
  })
  .get('/home-communities', publicRoute(), async (c) => {
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json((await getCatalog(c.get('deps').sql)).homeCommunities);
  })
  .get('/gallery', publicRoute(), async (c) => {
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json((await getCatalog(c.get('deps').sql)).gallery);
  });
