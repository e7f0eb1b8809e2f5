import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';
import { screensFolder } from './harness/run-database.ts';

/** docs/design.md §19: a separate, unticked "Text me about my delivery" box on every form that books. */
const b = useBrowser();
const SCREENS = screensFolder();

describe('the text consent box', () => {
  it('is on the order dialog and the quote dialog at 390 px, unticked, and ticks on a tap', async () => {
    const page = await b.open('/#packages', 'mobile');
    const card = page.locator('#packages article', { has: page.getByRole('heading', { name: 'Autumn Glow' }) });
    await card.getByRole('button', { name: /Reserve Package/ }).click();
    const order = page.getByRole('dialog', { name: 'Order Autumn Glow' });
    const box = order.getByRole('checkbox', { name: /Text me about my delivery/ });
    await box.waitFor();
    expect(await box.isChecked()).toBe(false);
    await box.scrollIntoViewIfNeeded();
    await box.check();
    expect(await box.isChecked()).toBe(true);
    expect(await order.getByRole('checkbox', { name: /Save my card/ }).isChecked()).toBe(false);
    await expectAccessible(page);
    await page.screenshot({ path: `${SCREENS}text-consent-order-dialog-mobile.png` });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Request Custom Quote' }).first().click();
    const quote = page.getByRole('dialog', { name: 'Request Custom Quote' });
    const quoteBox = quote.getByRole('checkbox', { name: /Text me about my delivery/ });
    await quoteBox.waitFor();
    expect(await quoteBox.isChecked()).toBe(false);
    await quoteBox.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}text-consent-quote-dialog-mobile.png` });
    await page.close();
  });
});
