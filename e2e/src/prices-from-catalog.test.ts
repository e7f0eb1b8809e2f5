import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './harness/browser.ts';
import { openAsStaff } from './staff-session.ts';

// Issue 25 item 9 (docs/design.md §16): every price in the copy comes from the catalog. Staff change the lowest package price
// through the staff API; the server HTML of /, /landing and /packages then shows the new figure in the hero, the group header,
// the comparison table, the FAQ, the landing packages, the meta description and the LocalBusiness data, and the old one nowhere.
const b = useBrowser();
type Pkg = { id: string; name: string; description: string; features: string[]; serviceLevel: string; whiteGlovePrice: string; dropOffPrice: string; isPopular: boolean };
let staff: Page | undefined;
let restore: (() => Promise<unknown>) | undefined;
afterAll(async () => {
  await restore?.();
  await staff?.close();
});

const html = async (path: string) => (await fetch(b.url(path))).text();
const putPackage = (page: Page, pkg: Pkg, dropOffPrice: string) =>
  page.evaluate(async ({ pkg, dropOffPrice }) => {
    const body = { name: pkg.name, description: pkg.description, features: pkg.features, serviceLevel: pkg.serviceLevel, whiteGlovePrice: pkg.whiteGlovePrice, dropOffPrice, isPopular: pkg.isPopular, imageId: null, active: true };
    const res = await fetch(`/api/admin/catalog/packages/${pkg.id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return res.status;
  }, { pkg, dropOffPrice });

describe('prices in the copy follow the catalog', () => {
  it('after staff change the lowest price, each page\'s server HTML says the new figure and never the old one', async () => {
    const packages = (await (await fetch(b.url('/api/packages'))).json()) as Pkg[];
    const lowest = [...packages].sort((x, y) => Number(x.dropOffPrice) - Number(y.dropOffPrice))[0]!;
    const highestDropOff = `$${Math.max(...packages.map((p) => Number(p.dropOffPrice))).toLocaleString('en-US')}`;
    const old = `$${Number(lowest.dropOffPrice).toLocaleString('en-US')}`;
    expect(await html('/')).toContain(`Starting at ${old}`);

    staff = await openAsStaff(b, '/catalog');
    const newPrice = (Number(lowest.dropOffPrice) + 20).toFixed(2);
    const shown = `$${Number(newPrice).toLocaleString('en-US')}`;
    restore = () => putPackage(staff!, lowest, lowest.dropOffPrice);
    expect(await putPackage(staff, lowest, newPrice)).toBe(200);

    const home = await html('/');
    expect(home).toContain(`Starting at ${shown}`); // hero
    expect(home).toMatch(new RegExp(`<meta name="description" content="[^"]*Starting at \\${shown}\\.`)); // meta description
    expect(home).toContain(`Drop-Off (${shown} - ${highestDropOff})`); // FAQ (its section and the FAQPage data)
    expect(home).toContain(`${shown} - ${highestDropOff}</`); // group header and comparison row
    expect(home).toContain(`"priceRange":"${shown} - `); // LocalBusiness
    const landing = await html('/landing');
    expect(landing).toContain(`${shown} - ${highestDropOff}`);
    for (const [path, page] of [['/', home], ['/landing', landing], ['/packages', await html('/packages')]] as const) {
      expect(page, path).not.toContain(old);
    }
  });
});
