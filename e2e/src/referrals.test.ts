import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { caughtMail, expectAccessible, useBrowser } from './harness/browser.ts';
import { screensFolder, useRunDatabase } from './harness/run-database.ts';
import { orderPayload, postFromPage } from './order-api.ts';
import { openAsStaff, uniqueTag } from './staff-session.ts';

/** Referrals (docs/design.md §18, ADRs 119-121): a household's code on its order page, a friend booking with it, the credit, staff's view. */
const b = useBrowser();
const sql = useRunDatabase(b);
const SCREENS = screensFolder();

interface Who { name: string; email: string; phone: string; address: string }
/** A household no other test (or earlier attempt) has: its own e-mail, phone and porch, since a referral is for a new household only. */
const base = 1000 + Math.floor(Math.random() * 8000);
let made = 0;
function household(first: string, last: string, street: string): Who {
  const tag = uniqueTag();
  const digits = String(base + (made += 1));
  return { name: `${first} ${last} ${tag}`, email: `${first.toLowerCase()}.${tag}@example.com`, phone: `619555${digits}`, address: `${digits} ${street}` };
}

/** Book Golden Harvest and pay the deposit with 4242 on the emulator's checkout page, saving the card for the balance. */
async function paidOrder(who: Who, promoCode?: string): Promise<string> {
  const page = await b.open('/');
  const payload = await orderPayload(page, { packageName: 'Golden Harvest', level: 'white-glove', customer: who, address: who.address, zipCode: '92126' });
  const { url, orderId } = await postFromPage<{ url: string; orderId: string }>(page, '/api/create-stripe-checkout', {
    ...payload, customerPhone: who.phone, balanceConsent: true, ...(promoCode ? { promoCode } : {}),
  });
  await page.goto(url);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect.poll(async () => (await sql`SELECT status FROM orders WHERE id = ${orderId}`)[0]?.status, { timeout: 20_000 }).toBe('deposit_paid');
  await page.close();
  return orderId;
}

/** The /my-order/... path in the deposit confirmation e-mail to `email`, and that e-mail's text. */
async function recap(email: string): Promise<{ path: string; text: string }> {
  const mails = async () => (await caughtMail()).filter((m) => m.to.includes(email) && /confirmed/.test(m.subject) && /\/my-order\//.test(m.html ?? ''));
  await expect.poll(async () => (await mails()).length, { timeout: 20_000 }).toBeGreaterThan(0);
  const mail = (await mails()).at(-1)!;
  const href = /href="([^"]*\/my-order\/[^"]+)"/.exec(mail.html!)![1]!;
  return { path: new URL(href.replace(/&amp;/g, '&')).pathname, text: mail.text ?? '' };
}

const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SCREENS}${name}.png`, fullPage: true });
};

describe('referrals, from the code on the order page to the credit on the balance', () => {
  it('the code is on the e-mail and the order page; a friend books with it; the referrer sees the credit and staff see the referral', async () => {
    const referrer = household('Beatrice', 'Hollowell', 'Calle Serena');
    const friend = household('Theodore', 'Ashby', 'Via Alicante');
    const referrerOrder = await paidOrder(referrer);
    const [{ code }] = await sql<[{ code: string }]>`SELECT c.referral_code AS code FROM orders o JOIN customers c ON c.id = o.customer_id WHERE o.id = ${referrerOrder}`;
    const mine = await recap(referrer.email);
    expect(mine.text).toContain(`Your referral code: ${code}`);

    const friendOrder = await paidOrder(friend, code.toLowerCase());
    expect((await sql`SELECT referral_discount_cents FROM orders WHERE id = ${friendOrder}`)[0]!.referral_discount_cents).toBe(2500);
    await expect.poll(async () => (await sql`SELECT referral_credit_cents FROM orders WHERE id = ${referrerOrder}`)[0]!.referral_credit_cents).toBe(2500);

    for (const viewport of ['mobile', 'desktop'] as const) {
      const page = await b.open(mine.path, viewport);
      await page.getByTestId('my-order-referral-code').waitFor();
      expect(await page.getByTestId('my-order-referral-code').innerText()).toBe(code);
      await page.getByText('Referral credit, off your balance').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
      await shot(page, `referral-my-order-${page.viewportSize()!.width}`);
      await expectAccessible(page);
      await page.close();
    }

    const theirs = await recap(friend.email);
    expect(theirs.text).toContain(`Referral discount (${code})`);
    const friendPage = await b.open(theirs.path, 'mobile');
    await friendPage.getByText(`Referral discount (${code})`).waitFor();
    await shot(friendPage, 'referral-friend-my-order-390');
    await friendPage.close();

    const [{ id }] = await sql<[{ id: string }]>`SELECT customer_id AS id FROM orders WHERE id = ${referrerOrder}`;
    for (const viewport of ['mobile', 'desktop'] as const) {
      const staff = await openAsStaff(b, `/customers/${id}`, viewport);
      const section = staff.locator('section[aria-labelledby="referrals-heading"]');
      await section.getByText(friend.name).waitFor();
      expect(await section.getByText('Credited').count()).toBe(1);
      expect(await staff.getByTestId('customer-referral-code').innerText()).toBe(code);
      await shot(staff, `referral-customer-${staff.viewportSize()!.width}`);
      if (viewport === 'mobile') await expectAccessible(staff);
      await staff.close();
    }
  });
});
