import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';

const b = useBrowser();

describe('/landing', () => {
  it('has every section in order and passes axe', async () => {
    const page = await b.open('/landing', 'mobile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const headings = await page.locator('main h2').allTextContents();
    const order = ['What’s Included', 'More Than Pumpkins on a Porch', 'The hidden time cost of DIY', 'The SD Pumpkin Effect', 'Choose Your Package', 'Get Your Free Quote', 'Only 45 Homes This Season', 'Homeowners Who Took Their Weekends Back', 'What Happens Next', 'Questions, Answered'];
    const positions = order.map((title) => headings.findIndex((h) => h.includes(title)));
    expect(positions).not.toContain(-1);
    expect(positions).toEqual([...positions].sort((x, y) => x - y));
    await page.getByText('4.9').first().waitFor();
    await page.getByText('45+').first().waitFor();
    expect(await page.locator('#services').count()).toBe(1);
    expect(await page.locator('#contact-form').count()).toBe(1);
    await page.getByRole('button', { name: 'The hidden time cost of DIY' }).click();
    await page.getByText('Your season, reclaimed').waitFor();
    await expectAccessible(page);
  });

  it('submits a Full Service quote to /quote-thank-you with the 1500 conversion', async () => {
    const page = await b.open('/landing');
    await page.getByRole('button', { name: 'Get Your Quote ($0)' }).first().click();
    const form = page.locator('#contact-form');
    await form.getByLabel('Name').fill('Lena Ortiz');
    await form.getByLabel('Email').fill('lena.landing@example.com');
    await form.getByLabel('Anything we should know? (optional)').fill('Two-story colonial, wide porch.');
    await form.getByRole('button', { name: 'Get Your Quote ($0)' }).click();
    await page.waitForURL('**/quote-thank-you');
    await page.getByText('Lena Ortiz').waitFor();
    await page.getByText('Full Service').first().waitFor();
    const events = await page.evaluate(() => (window as unknown as { dataLayer: { event?: string; value?: number }[] }).dataLayer.filter((e) => e?.event === 'quote_submission'));
    expect(events.map((e) => e.value)).toEqual([1500]);
  });
});
