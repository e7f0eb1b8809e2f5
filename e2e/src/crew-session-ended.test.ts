import { randomBytes } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../api/src/lib/password.ts';
import { expectSunlightReadable, useBrowser, waitForApp } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { uniqueTag } from './staff-session.ts';
import { keptOnPhone as keptCounts, sanDiegoToday } from './crew-phone.ts';

/**
 * A crew phone whose session ended any way but "Log out" (issue 35 item 9, ADR 168), in Chromium at 390 px: the session is ended
 * on the server (as staff ending a lost phone's sessions would: its rows deleted), and the phone, at its next answer from the
 * server, forgets the run sheet it kept: offline after that it shows no customer's name, address or phone, and IndexedDB holds
 * nothing of them readable. An action queued offline under the ended session is kept, sealed, and sent when its maker signs in.
 */
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });

const CREW = 2;
const HOUR = 60 * 60 * 1000;
const PHONE = '(619) 555-0187';
const crew = { email: `crew-${randomBytes(4).toString('hex')}@sdpumpkin.test`, password: 'a crew phone password 2026' };
const otherCrew = { email: `crew-${randomBytes(4).toString('hex')}@sdpumpkin.test`, password: 'another crew password 2026' };
let crewId = '';

beforeAll(async () => {
  // NOTE: crew members of this file's own, so ending their sessions ends no other test's.
  [{ id: crewId }] = await sql<[{ id: string }]>`
    INSERT INTO staff_users (email, name, password_hash, role) VALUES (${crew.email}, 'Crew Phone', ${await hashPassword(crew.password)}, 'staff') RETURNING id`;
  await sql`INSERT INTO staff_users (email, name, password_hash, role) VALUES (${otherCrew.email}, 'Other Crew', ${await hashPassword(otherCrew.password)}, 'staff')`;
});

const made: string[] = [];
afterEach(async () => {
  await sql`UPDATE orders SET crew = NULL, crew_day = NULL WHERE id = ANY(${made.splice(0)})`;
});

async function insertStop(name: string, street: string, day: string): Promise<string> {
  const [{ id }] = await sql<[{ id: string }]>`
    INSERT INTO orders (status, flow, service_type, package_id, package_name, customer_name, customer_email, customer_phone, address,
      city, zip_code, delivery_date, base_cents, add_on_total_cents, subtotal_cents, total_cents, deposit_cents, balance_cents, paid_at,
      crew, crew_day, crew_assigned_at, photo_permission, special_instructions)
    SELECT 'deposit_paid', 'hosted', 'drop-off', id, name, ${name}, ${`${name.replace(/\W/g, '.').toLowerCase()}@example.com`}, ${PHONE},
      ${street}, 'La Jolla', '92037', ${day}, 60000, 0, 60000, 60000, 18000, 42000, now(), ${CREW}, ${day}, now(), false, 'Side gate, mind the dog'
    FROM packages WHERE slug = 'golden-harvest'
    RETURNING id`;
  made.push(id);
  return id;
}

async function logIn(page: Page, who = crew) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function openAsCrew(path: string): Promise<Page> {
  const page = await b.open(`/login?returnTo=${encodeURIComponent(path)}`, 'mobile');
  await logIn(page);
  await page.waitForURL((url) => url.pathname === '/run-sheet');
  return page;
}

/** Every value in every IndexedDB store of the site, as text: strings as they are, bytes and Blobs decoded as if they were text. */
const everythingInIndexedDb = (page: Page) =>
  page.evaluate(async () => {
    const parts: string[] = [];
    const walk = async (value: unknown): Promise<void> => {
      if (typeof value === 'string') parts.push(value);
      else if (value instanceof Blob) parts.push(new TextDecoder('latin1').decode(await value.arrayBuffer()));
      else if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) parts.push(new TextDecoder('latin1').decode(value as ArrayBuffer));
      else if (Array.isArray(value)) for (const v of value) await walk(v);
      else if (value !== null && typeof value === 'object' && !(value instanceof CryptoKey)) for (const v of Object.values(value)) await walk(v);
    };
    for (const { name } of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve) => {
          const all = db.transaction(store).objectStore(store).getAll();
          all.onsuccess = () => resolve(all.result);
        });
        for (const value of values) await walk(value);
      }
      db.close();
    }
    return parts.join('\n');
  });

/** A stop of this crew member's day with signal: its sheet shown, kept (sealed) on the phone, and the app installed. */
async function signedInWithSheet(label: string, road: string) {
  const tag = uniqueTag();
  const day = sanDiegoToday();
  const name = `${label} ${tag}`;
  const street = `${tag.length + 40} ${road} ${tag}`;
  const orderId = await insertStop(name, street, day);
  const path = `/run-sheet?date=${day}&crew=${CREW}`;
  const phone = await openAsCrew(path);
  const stop = phone.getByRole('listitem').filter({ has: phone.getByRole('heading', { level: 3, name }) });
  await stop.waitFor();
  await expect.poll(async () => (await keptCounts(phone)).queries).toBeGreaterThanOrEqual(2);
  await expect.poll(() => phone.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  return { tag, name, street, orderId, path, phone, stop, personal: [name, street, PHONE, 'Side gate'] };
}

/** Without signal: nothing of the customer readable in IndexedDB, nobody signed in, and none of it on screen. */
async function expectNothingOfThemOffline(phone: Page, personal: string[]) {
  const left = await everythingInIndexedDb(phone);
  for (const words of [...personal, crew.email]) expect(left, words).not.toContain(words);
  await phone.getByText('No signal, and nobody is signed in on this phone.').waitFor();
  const shown = await phone.locator('body').innerText();
  for (const words of personal) expect(shown, words).not.toContain(words);
}

/** Without signal, a porch note queued on the stop; the session ended on the server meanwhile; signal back: the phone is at /login. */
async function queueNoteThenSessionEnds(phone: Page, stop: Locator, note: string) {
  const context = phone.context();
  await context.setOffline(true);
  await stop.getByRole('button', { name: 'Add porch notes' }).click();
  await stop.getByLabel('Porch notes for next year').fill(note);
  await stop.getByRole('button', { name: 'Save notes' }).click();
  await stop.getByText('(waiting to send)').waitFor();
  await expect.poll(async () => (await keptCounts(phone)).actions).toBe(1);
  expect(await everythingInIndexedDb(phone)).not.toContain(note);
  await sql`DELETE FROM sessions WHERE user_id = ${crewId}`;
  await context.setOffline(false);
  await phone.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
}

describe('a crew phone whose session was ended on the server', () => {
  it('forgets the kept run sheet at the next answer from the server: offline after that, no name, address or phone anywhere', async () => {
    // Signed in with signal: the sheet shown and kept on the phone, sealed.
    const { name, path, phone, personal } = await signedInWithSheet('Ended Session', 'Lantern Row');
    const kept = await everythingInIndexedDb(phone);
    for (const words of [...personal, crew.email]) expect(kept, words).not.toContain(words);

    // The session ends on the server (staff end a lost phone's sessions), not by the phone's "Log out".
    await sql`DELETE FROM sessions WHERE user_id = ${crewId}`;

    // Opened again with signal from the home-screen icon (its start is /run-sheet): the server says the session is gone, and the phone
    // forgets the kept sheets, the day's too, though that day was not asked for again.
    await phone.goto('/run-sheet');
    await waitForApp(phone);
    await phone.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    expect(await phone.locator('body').innerText()).not.toContain(name);
    await expect.poll(async () => (await keptCounts(phone)).queries).toBe(0);

    // Without signal now: the run sheet opens (the app is on the phone) but shows nobody's porch, and nothing readable is kept.
    const context = phone.context();
    await context.setOffline(true);
    await phone.goto(path);
    await waitForApp(phone);
    await expectNothingOfThemOffline(phone, personal);
    await shoot(phone, 'crew-session-ended-offline-phone');
    await context.setOffline(false);
  });

  it('shows no kept run sheet without signal once the session behind it has certainly ended (8 hours without a request)', async () => {
    const { name, phone, personal } = await signedInWithSheet('Idle Session', 'Scarecrow Lane');

    // No signal, and the phone's clock moves on 7 hours: the session can still be live, so the sheet opens (ADR 145 unchanged).
    const context = phone.context();
    await context.setOffline(true);
    const now = Date.now();
    await context.clock.install({ time: now + 7 * HOUR });
    await phone.reload();
    await waitForApp(phone);
    await phone.getByRole('heading', { level: 3, name }).waitFor();
    await phone.getByText('No signal: this is the run sheet kept on this phone', { exact: false }).waitFor();

    // 8 hours and a minute after the server last heard from the phone the session has ended (idle) whatever the phone knows.
    await context.clock.setSystemTime(now + 8 * HOUR + 60_000);
    await phone.reload();
    await waitForApp(phone);
    await expectNothingOfThemOffline(phone, personal);
    await context.setOffline(false);
  });

  it('keeps a porch note made offline, sealed, when the session ends before it is sent, says so, and sends it once its maker signs in', async () => {
    const { tag, orderId, path, phone, stop, personal } = await signedInWithSheet('Waiting Note', 'Hayride Court');

    // No signal: a porch note for next year, queued. Meanwhile the session is ended on the server; signal comes back, the note is
    // refused with 401 and waits for a sign-in.
    const note = `Leave the gourds by the blue door ${tag}`;
    await queueNoteThenSessionEnds(phone, stop, note);
    const waitingNotice = phone.locator('[data-awaiting-sign-in]');
    await waitingNotice.waitFor();
    expect(await waitingNotice.innerText()).toContain('Your session ended before 1 action made on this phone could be sent.');
    await shoot(phone, 'crew-session-ended-login-phone');
    const left = await everythingInIndexedDb(phone);
    for (const words of [...personal, note]) expect(left, words).not.toContain(words);
    expect((await keptCounts(phone)).actions).toBe(1);
    const [{ customer_id: household }] = await sql<[{ customer_id: string }]>`SELECT customer_id FROM orders WHERE id = ${orderId}`;
    expect((await sql`SELECT porch_notes FROM customers WHERE id = ${household}`)[0]!.porch_notes ?? '').not.toBe(note);

    // The crew member closes the app and opens it again later: the note is still kept (sealed); signing in sends it, once.
    await phone.goto(path);
    await waitForApp(phone);
    await phone.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await phone.locator('[data-awaiting-sign-in]').waitFor();
    await logIn(phone);
    await phone.waitForURL((url) => url.pathname === '/run-sheet');
    await expect.poll(async () => (await sql`SELECT porch_notes FROM customers WHERE id = ${household}`)[0]!.porch_notes, { timeout: 20_000 }).toBe(note);
    await phone.locator('[data-waiting-to-send]').waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(async () => (await keptCounts(phone)).actions).toBe(0);
    await shoot(phone, 'crew-session-ended-sent-phone');
  });

  it('does not send a waiting action for someone else who signs in on the phone: it cannot be read, and the run sheet says so', async () => {
    const { tag, orderId, path, phone, stop } = await signedInWithSheet('Other Hands', 'Bonfire Way');
    const note = `Pumpkins on the left step ${tag}`;
    await queueNoteThenSessionEnds(phone, stop, note);

    // Closed and opened again later; another crew member signs in on this phone.
    await phone.goto(path);
    await waitForApp(phone);
    await phone.waitForURL((url) => url.pathname === '/login', { timeout: 15_000 });
    await logIn(phone, otherCrew);
    await phone.waitForURL((url) => url.pathname === '/run-sheet');
    const notice = phone.locator('[data-unreadable-actions]');
    await notice.waitFor();
    expect(await notice.innerText()).toContain('Not sent: 1 action made on this phone by someone else signed in');
    await phone.getByRole('heading', { name: 'Nothing waiting to send' }).waitFor();
    await expectSunlightReadable(phone);
    await expect.poll(async () => (await keptCounts(phone)).actions).toBe(0);
    await shoot(phone, 'crew-session-ended-someone-else-phone');
    const [{ customer_id: household }] = await sql<[{ customer_id: string }]>`SELECT customer_id FROM orders WHERE id = ${orderId}`;
    expect((await sql`SELECT porch_notes FROM customers WHERE id = ${household}`)[0]!.porch_notes ?? '').not.toBe(note);
  });
});
