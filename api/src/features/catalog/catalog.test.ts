import { describe, expect, it } from 'vitest';
import { readJson, useTestContext } from '../../../test/harness.ts';

const ctx = useTestContext();
const get = (path: string) => ctx.app.request(`/api${path}`);

describe('catalog API', () => {
  it('lists the four packages of docs/design.md §4 with money as decimal strings', async () => {
    const res = await get('/packages');
    expect(res.status).toBe(200);
    const packages = await readJson(res);
    expect(packages.map((p: { name: string }) => p.name).sort()).toEqual(['Autumn Embrace', 'Autumn Glow', 'Golden Harvest', 'Harvest Bounty']);
    const golden = packages.find((p: { name: string }) => p.name === 'Golden Harvest');
    expect(golden).toMatchObject({ price: '1825.00', whiteGlovePrice: '1825.00', dropOffPrice: '550.00', isPopular: true, serviceLevel: 'white-glove' });
    expect(golden.features.length).toBeGreaterThan(3);
  });

  it('answers one package by id, and a JSON 404 for an unknown or malformed id', async () => {
    const [first] = await readJson(await get('/packages'));
    expect(await readJson(await get(`/packages/${first.id}`))).toEqual(first);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' OR '1'='1"]) {
      const res = await get(`/packages/${encodeURIComponent(id)}`);
      expect(res.status).toBe(404);
      expect(await readJson(res)).toMatchObject({ message: 'Package not found' });
    }
  });

  it('lists add-ons with category and max quantity', async () => {
    const addOns = await readJson(await get('/add-on-services'));
    expect(addOns).toHaveLength(6);
    expect(addOns.find((a: { name: string }) => a.name === 'Seasonal Removal')).toMatchObject({ price: '55.00', category: 'service' });
    expect(addOns.filter((a: { category: string }) => a.category === 'quantity').map((a: { name: string }) => a.name).sort()).toEqual(
      ['Corn Stalk Bundle', 'Hay Bales', 'Large Statement Pumpkin', 'Mini Decorative Corn'],
    );
  });

  it('partitions exactly 116 served zips over three zones', async () => {
    const zones = await readJson(await get('/delivery-zones'));
    expect(zones.map((z: { name: string; deliveryFee: string }) => [z.name, z.deliveryFee])).toEqual([
      ['Local Delivery', '0.00'], ['Standard Delivery', '25.00'], ['Extended Delivery', '50.00'],
    ]);
    const all = zones.flatMap((z: { zipCodes: string[] }) => z.zipCodes);
    expect(all).toHaveLength(116);
    expect(new Set(all).size).toBe(116);
  });

  it('checks a zip: served, not served, and malformed', async () => {
    const served = await get('/delivery-zones/check/92126');
    expect(served.status).toBe(200);
    expect(await readJson(served)).toMatchObject({ name: 'Local Delivery' });
    expect((await readJson(await get('/delivery-zones/check/92118'))).name).toBe('Standard Delivery');
    expect((await readJson(await get('/delivery-zones/check/92036'))).name).toBe('Extended Delivery');
    const notServed = await get('/delivery-zones/check/90210');
    expect(notServed.status).toBe(404);
    expect((await readJson(notServed)).message).toMatch(/don't currently deliver/);
    for (const bad of ['9212', '921266', 'abcde', '%00%00']) {
      const res = await get(`/delivery-zones/check/${bad}`);
      expect(res.status).toBe(400);
      expect(await readJson(res)).toMatchObject({ message: 'Zip code must be exactly 5 digits' });
    }
  });

  it('serves the 12 service areas and the 21 home communities', async () => {
    expect(await readJson(await get('/service-areas'))).toHaveLength(12);
    expect(await readJson(await get('/home-communities'))).toHaveLength(21);
  });

  it('drops its cached copy when a package changes', async () => {
    await get('/packages');
    await ctx.sql`UPDATE packages SET name = 'Golden Harvest Estate' WHERE slug = 'golden-harvest'`;
    await expect.poll(async () => (await readJson(await get('/packages'))).map((p: { name: string }) => p.name)).toContain('Golden Harvest Estate');
  });

  it('sends the catalog lists with the same security headers as every other answer', async () => {
    const [list, other] = await Promise.all([get('/packages'), get('/season')]);
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']) {
      expect(list.headers.get(name)).toBeTruthy();
      expect(list.headers.get(name)).toBe(other.headers.get(name));
    }
    expect(list.headers.get('content-type')).toMatch(/application\/json/);
    expect(list.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/nope');
    expect(res.status).toBe(404);
    expect(await readJson(res)).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('season API', () => {
  it('lists four delivery dates with spots left per service level', async () => {
    const season = await readJson(await get('/season'));
    expect(season.deliveryDates).toHaveLength(4);
    expect(season.spotsLeft).toEqual({ 'white-glove': 12, 'drop-off': 23 });
    expect(season.deliveryDates.every((d: { date: string }) => new Date(`${d.date}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
  });
});

describe('health', () => {
  it('reports PostgreSQL and Redis up', async () => {
    const res = await get('/health');
    expect(res.status).toBe(200);
    expect(await readJson(res)).toEqual({ status: 'ok', postgres: 'ok', redis: 'ok' });
  });
});
