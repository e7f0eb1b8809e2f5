import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { expectAccessible, expectSunlightReadable, useBrowser, waitForApp } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';
import { keptOnPhone as kept, sanDiegoToday } from './crew-phone.ts';

/**
 * The crew's app without signal (docs/design.md §20, ADRs 144-146) in Chromium at 390 px: it installs (its manifest and icons are
 * served); the run sheet opened once with signal is kept on the phone and opens offline, readable in sunlight; "On my way", two
 * "Delivered" and a photo each, made offline, survive a reload, are shown as waiting, and reach the server once each when the signal
 * is back, the taps in the order made and the photos after them (ADR 187); the same taps sent again add nothing; and a public page
 * is never answered by the service worker.
 */
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });

// NOTE: the e2e stack runs on the real clock: the stops are on today's San Diego date, in this week (Delivered is allowed from two
// days before the delivery week), taken off the crew's day again
// after each test, so the schedule's own e2e can change the crews and homes a day (fewer than in use is refused).
const CREW = 2;

/** A small photo from the "camera", put on the open dialog's file input (resized and queued by the page like any other). */
const takePhoto = (page: Page) =>
  page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [1200, 900];
    const g = canvas.getContext('2d')!;
    g.fillStyle = '#d9692a';
    g.fillRect(0, 0, 1200, 900);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    const input = document.querySelector<HTMLInputElement>('[role="dialog"] [data-after-photo-input]')!;
    const files = new DataTransfer();
    files.items.add(new File([blob], 'IMG_0001.jpg', { type: 'image/jpeg' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });

/** Width and height from a PNG's header (its IHDR chunk). */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

/** The staff app's web manifest (ADR 144): linked from the page, served, and what a phone needs to install it. */
async function expectInstallable(page: Page) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifestUrl = new URL(href!, page.url());
  const served = await fetch(manifestUrl);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toMatch(/^application\/(manifest\+)?json/);
  const manifest = (await served.json()) as { name: string; short_name: string; start_url: string; scope: string; display: string; icons: { src: string; sizes: string; type: string; purpose?: string }[] };
  expect(manifest).toMatchObject({ name: 'SD Pumpkin Crew', short_name: 'SDP Crew', display: 'standalone' });
  expect(new URL(manifest.start_url, manifestUrl).href).toBe(b.url('/run-sheet'));
  expect(new URL(manifest.start_url, manifestUrl).href.startsWith(new URL(manifest.scope, manifestUrl).href)).toBe(true);
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true); // a home-screen icon that fills Android's shapes
  for (const icon of manifest.icons) {
    const file = await fetch(new URL(icon.src, manifestUrl));
    expect(file.status, icon.src).toBe(200);
    expect(file.headers.get('content-type'), icon.src).toMatch(/^image\//);
    expect(pngSize(Buffer.from(await file.arrayBuffer())), icon.src).toBe(icon.sizes);
  }
}

const made: string[] = [];
afterEach(async () => {
  await sql`UPDATE orders SET crew = NULL, crew_day = NULL WHERE id = ANY(${made.splice(0)})`;
});

async function insertStop(name: string, day: string, week: string): Promise<string> {
  const [{ id }] = await sql<[{ id: string }]>`
    INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address,
      city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, paid_at,
      crew, crew_day, crew_assigned_at, photo_permission)
    SELECT 'deposit_paid', 'hosted', 'drop-off', id, name, ${name}, ${`${name.replace(/\W/g, '.').toLowerCase()}@example.com`}, '(858) 555-0121',
      '12 Ember Lane', 'La Jolla', '92037', ${week}, 60000, 0, 60000, 60000, 18000, 42000, now(), ${CREW}, ${day}, now(), false
    FROM packages WHERE slug = 'golden-harvest'
    RETURNING id`;
  made.push(id);
  return id;
}

/** Time from navigation start until both stops are on screen, read in the page (ms). */
async function timeToStops(page: Page, path: string): Promise<number> {
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(() => (document.querySelectorAll('ol > li h3').length >= 2 ? performance.now() : 0), null, { polling: 'raf', timeout: 30_000 });
  return (await handle.jsonValue()) as number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

describe('the crew app offline', () => {
  it('opens the kept run sheet without signal, queues On my way, Delivered and photos, and sends each once, in order', async () => {
    const tag = uniqueTag();
    const day = sanDiegoToday();
    const week = new Date(Date.parse(`${day}T00:00:00Z`) - ((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7) * 86_400_000).toISOString().slice(0, 10);
    const first = `Offline One ${tag}`;
    const second = `Offline Two ${tag}`;
    const firstId = await insertStop(first, day, week);
    const secondId = await insertStop(second, day, week);
    const path = `/run-sheet?date=${day}&crew=${CREW}`;

    // With signal: signed in, the sheet shown, the service worker installed and the sheet kept on the phone.
    const phone = await openAsStaff(b, path, 'mobile');
    const stopOf = (name: string) => phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { level: 3, name }) });
    await stopOf(second).waitFor();
    expect(await phone.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active))).toBe(true);
    await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(async () => (await kept(phone)).queries).toBeGreaterThanOrEqual(2); // the sheet and who is signed in
    await expectInstallable(phone);

    // No signal: the run sheet opens from the phone.
    const context = phone.context();
    await context.setOffline(true);
    await phone.reload();
    await waitForApp(phone);
    await stopOf(second).waitFor();
    await phone.getByText('No signal: this is the run sheet kept on this phone', { exact: false }).waitFor();
    await shoot(phone, 'crew-offline-open-phone');
    // The home-screen icon opens /run-sheet: without signal it lists the days kept on the phone.
    await phone.goto('/run-sheet');
    await waitForApp(phone);
    await phone.getByText('No signal: these run sheets are kept on this phone.').waitFor();
    await expectSunlightReadable(phone);
    await phone.getByRole('link', { name: new RegExp(`Crew ${CREW} · \\d+ homes`) }).click();
    await stopOf(second).waitFor();

    // On my way, then Delivered with a photo, for each stop, all without signal.
    await stopOf(first).locator('[data-on-my-way]').click();
    await stopOf(first).getByText('On my way: waiting to send').waitFor();
    for (const name of [first, second]) {
      await stopOf(name).getByRole('button', { name: 'Delivered' }).click();
      const dialog = phone.getByRole('dialog', { name: `Mark ${name} delivered?` });
      await takePhoto(phone);
      await phone.locator('[data-waiting-list] li', { hasText: `After photo: ${name}` }).waitFor();
      await dialog.getByRole('button', { name: 'Yes, delivered' }).click();
      await dialog.waitFor({ state: 'detached' });
      await stopOf(name).getByText('Delivered, waiting to send').waitFor();
    }
    // A porch note for next year, written at the porch without signal.
    const note = 'Gate code 4412. Display left of the steps.';
    await stopOf(first).getByRole('button', { name: 'Add porch notes' }).click();
    await stopOf(first).getByLabel('Porch notes for next year').fill(note);
    await stopOf(first).getByRole('button', { name: 'Save notes' }).click();
    await stopOf(first).getByText('(waiting to send)').waitFor();
    // In the order they will go (ADR 187): the taps as made, then the photos, so no "Delivered" waits behind an upload.
    const waitingList = [
      `On my way: ${first}`, `Delivered: ${first}`, `Delivered: ${second}`, `Porch notes: ${first}`, `After photo: ${first}`, `After photo: ${second}`,
    ];
    await phone.getByRole('heading', { name: '6 actions waiting to send' }).waitFor();
    expect(await phone.locator('[data-waiting-list] li').allTextContents()).toEqual(waitingList);

    // A reload without signal keeps them all (the outbox is in IndexedDB, photos as Blobs).
    await expect.poll(async () => (await kept(phone)).actions).toBe(6);
    await phone.reload();
    await waitForApp(phone);
    await phone.getByRole('heading', { name: '6 actions waiting to send' }).waitFor();
    expect(await phone.locator('[data-waiting-list] li').allTextContents()).toEqual(waitingList);
    await stopOf(first).getByText('Delivered, waiting to send').waitFor();
    await shoot(phone, 'crew-offline-waiting-phone');
    await expectAccessible(phone);
    await expectSunlightReadable(phone);
    expect(await sql`SELECT 1 FROM order_photos WHERE order_id IN (${firstId}, ${secondId})`).toHaveLength(0);

    // Signal again: sent by themselves, each once: the taps one at a time in the order made, then the photos (issue 36, item 11).
    const sent: string[] = [];
    phone.on('request', (r) => {
      if (r.method() !== 'GET' && r.url().includes('/api/admin/')) sent.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await context.setOffline(false);
    await phone.locator('[data-waiting-to-send]').waitFor({ state: 'detached', timeout: 30_000 });
    await stopOf(second).getByText('Delivered', { exact: true }).waitFor();
    const [{ customer_id: household }] = await sql<[{ customer_id: string }]>`SELECT customer_id FROM orders WHERE id = ${firstId}`;
    expect(sent).toEqual([
      `POST /api/admin/orders/${firstId}/on-my-way`, `POST /api/admin/orders/${firstId}/deliver`, `POST /api/admin/orders/${secondId}/deliver`,
      `PATCH /api/admin/customers/${household}`, `POST /api/admin/orders/${firstId}/photos`, `POST /api/admin/orders/${secondId}/photos`,
    ]);
    expect((await sql`SELECT porch_notes FROM customers WHERE id = ${household}`)[0]!.porch_notes).toBe(note);
    const onServer = await sql<{ what: string; order_id: string; at: Date; client_id: string | null }[]>`
      SELECT 'on-my-way' AS what, order_id, created_at AS at, NULL AS client_id FROM on_my_way_notices WHERE order_id IN (${firstId}, ${secondId})
      UNION ALL SELECT 'photo', order_id, created_at, client_id::text FROM order_photos WHERE order_id IN (${firstId}, ${secondId})
      UNION ALL SELECT 'deliver', order_id, created_at, detail->>'clientId' FROM order_timeline
        WHERE order_id IN (${firstId}, ${secondId}) AND kind = 'staff_action' AND detail->>'action' = 'deliver'
      ORDER BY at`;
    expect(onServer.map((r) => `${r.what}:${r.order_id}`)).toEqual([
      `on-my-way:${firstId}`, `deliver:${firstId}`, `deliver:${secondId}`, `photo:${firstId}`, `photo:${secondId}`,
    ]);
    expect(await sql`SELECT id FROM orders WHERE id IN (${firstId}, ${secondId}) AND status = 'delivered'`).toHaveLength(2);
    await shoot(phone, 'crew-offline-sent-phone');

    // The same taps sent again (the queue replayed, a lost answer) add nothing.
    const deliverTap = onServer.find((r) => r.what === 'deliver' && r.order_id === firstId)!.client_id!;
    const photoTap = onServer.find((r) => r.what === 'photo' && r.order_id === firstId)!.client_id!;
    const replay = await phone.evaluate(
      async ({ id, deliverTap, photoTap }) => {
        const post = (url: string, init: RequestInit) => fetch(url, { method: 'POST', credentials: 'include', ...init }).then((r) => r.status);
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [1200, 900];
        canvas.getContext('2d')!.fillRect(0, 0, 1200, 900);
        const jpeg = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
        const form = () => {
          const f = new FormData();
          f.append('file', jpeg, 'again.jpg');
          f.append('clientId', photoTap);
          return f;
        };
        const deliver = () => post(`/api/admin/orders/${id}/deliver`, { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ clientId: deliverTap }) });
        return { deliver: [await deliver(), await deliver()], onMyWay: await post(`/api/admin/orders/${id}/on-my-way`, {}), photo: await post(`/api/admin/orders/${id}/photos`, { body: form() }) };
      },
      { id: firstId, deliverTap, photoTap },
    );
    expect(replay.deliver).toEqual([200, 200]);
    expect([200, 409]).toContain(replay.onMyWay); // delivered now: nothing to announce, and nothing sent
    // NOTE: this replay sends other bytes under the used id, which issue 35 item 12 refuses (409); a true replay of the same photo
    // answers 200 added:false (api after-photos.test.ts). Either way nothing is added.
    expect(replay.photo).toBe(409);
    expect(await sql`SELECT 1 FROM order_photos WHERE order_id = ${firstId}`).toHaveLength(1);
    expect(await sql`SELECT 1 FROM on_my_way_notices WHERE order_id = ${firstId}`).toHaveLength(1);
    expect(await sql`SELECT 1 FROM order_timeline WHERE order_id = ${firstId} AND kind = 'staff_action' AND detail->>'action' = 'deliver'`).toHaveLength(1);

    // A public page is never answered by the service worker: without signal it fails like any page.
    await context.setOffline(true);
    for (const publicPath of ['/', '/packages', '/reserve']) {
      await expect(phone.goto(publicPath), publicPath).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    }
    await context.setOffline(false);
    // With signal it comes from the server, while a staff screen comes from the worker (a visitor's browser never gets one:
    // at-the-porch.test.ts).
    expect((await phone.goto('/'))?.fromServiceWorker()).toBe(false);

    // Signing out forgets the kept run sheets (names, addresses, phones) on this phone.
    expect((await phone.goto(path))?.fromServiceWorker()).toBe(true);
    await waitForApp(phone);
    await expect.poll(async () => (await kept(phone)).queries).toBeGreaterThanOrEqual(2);
    await phone.getByRole('link', { name: 'Log out' }).click();
    await phone.waitForURL((url) => url.pathname === '/');
    expect((await kept(phone)).queries).toBe(0);
  });

  // NOTE: a measurement, not a gate: it runs on request (E2E_TIMINGS=1, README "The crew's app"), never in `make test`, where one
  // of its fifteen opens at CPU 4x on a loaded CI machine took over 30 s and failed a good change.
  it.runIf(process.env.E2E_TIMINGS === '1')('times the run sheet first open on a 390 px phone with the CPU slowed 4x, with and without signal (median of 5)', async () => {
    const tag = uniqueTag();
    const day = sanDiegoToday();
    await insertStop(`Timed One ${tag}`, day, day);
    await insertStop(`Timed Two ${tag}`, day, day);
    const path = `/run-sheet?date=${day}&crew=${CREW}`;
    const phone = await openAsStaff(b, path, 'mobile');
    await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(async () => (await kept(phone)).queries).toBeGreaterThanOrEqual(2);
    const slowCpu = async (page: Page) => (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const series = { 'online, first time on the phone': [] as number[], 'online, sheet kept': [] as number[], 'offline': [] as number[] };
    // NOTE: the first open on a phone: signed in (its cookie), no worker, nothing kept: code and stops come from the network.
    const { cookies } = await phone.context().storageState();
    for (let i = 0; i < 5; i += 1) {
      const fresh = await phone.context().browser()!.newContext({ viewport: { width: 390, height: 844 }, baseURL: b.e2e.baseUrl, storageState: { cookies, origins: [] } });
      const page = await fresh.newPage();
      await slowCpu(page);
      series['online, first time on the phone'].push(await timeToStops(page, path));
      await fresh.close();
    }
    const cdp = await phone.context().newCDPSession(phone);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (let i = 0; i < 5; i += 1) series['online, sheet kept'].push(await timeToStops(phone, path));
    await expect.poll(async () => (await kept(phone)).queries).toBeGreaterThanOrEqual(2);
    await phone.context().setOffline(true);
    for (let i = 0; i < 5; i += 1) series.offline.push(await timeToStops(phone, path));
    await phone.context().setOffline(false);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.info(
      `run sheet first open, 390 px, CPU 4x, median of 5 (ms): ${Object.entries(series)
        .map(([name, times]) => `${name} ${median(times).toFixed(0)} [${times.map((t) => t.toFixed(0)).join(', ')}]`)
        .join('; ')}`,
    );
    const offline = series.offline;
    expect(median(offline)).toBeLessThan(15_000);
  });
});
