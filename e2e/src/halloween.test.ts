import { describe, expect, it } from 'vitest';
import { expectAccessible, useBrowser } from './harness/browser.ts';

const b = useBrowser();

describe('Halloween landing page', () => {
  it('counts down to Halloween, every second', async () => {
    const page = await b.open('/halloween', 'mobile');
    const timer = page.getByRole('timer');
    await timer.waitFor();
    const first = await timer.textContent();
    await expect.poll(() => timer.textContent(), { timeout: 3000 }).not.toBe(first);
    expect(await page.getByRole('link', { name: 'Reserve Your Porch' }).getAttribute('href')).toBe('/reserve');
    await expectAccessible(page);
  });

  it('rejects a 9-digit phone and accepts +1 (858) 255-0282', async () => {
    const page = await b.open('/halloween');
    await page.getByRole('button', { name: 'Book My Free Design Call' }).click();
    expect(await page.getByText('Please fill in your name and email').count()).toBeGreaterThan(0);
    await page.getByLabel('Name').fill('Vera Knox');
    await page.getByLabel('Email').fill('vera.halloween@example.com');
    await page.getByLabel('Phone (optional)').fill('858 255 028');
    await page.getByRole('button', { name: 'Book My Free Design Call' }).click();
    await page.getByText('Please enter a valid phone number').waitFor();
    await page.getByLabel('Phone (optional)').fill('+1 (858) 255-0282');
    const posted = page.waitForRequest((req) => req.url().endsWith('/api/quotes') && req.method() === 'POST');
    await page.getByRole('button', { name: 'Book My Free Design Call' }).click();
    const body = (await posted).postDataJSON() as { projectType: string; projectDescription: string };
    expect(body.projectType).toBe('Halloween lead');
    expect(body.projectDescription.length).toBeGreaterThanOrEqual(10);
    await page.getByText('You’re on the list!').waitFor();
    expect(await page.getByRole('link', { name: 'Reserve Your Porch' }).last().getAttribute('href')).toBe('/reserve');
  });
});
