import type { Locator, Page } from 'playwright-core';

/**
 * Fills what a customer types into an order form, the package dialog's or /reserve's: Marcus Bell at 4120 Calle Isabella, San Diego,
 * in `zip`, on the first open delivery week, photographs allowed. `form` is the dialog, or the page itself.
 */
export async function fillOrderForm(page: Page, form: Page | Locator, { email, phone, zip }: { email: string; phone: string; zip: string }) {
  await form.getByLabel('Full name').fill('Marcus Bell');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Street address').fill('4120 Calle Isabella');
  await form.getByLabel('City').fill('San Diego');
  await form.getByLabel('Zip code').fill(zip);
  await form.getByLabel('Delivery week').click();
  await page.locator('[role="option"]:not([data-disabled])').first().click();
  // NOTE: nothing is preselected for photographs since ADR 084; the customer answers in both forms.
  await form.getByLabel('Yes, happily').check();
}

/** Opens the home page's order dialog of package `name` (its card's "Reserve Package") and waits for it. */
export async function openOrderDialog(page: Page, name: string): Promise<Locator> {
  const card = page.locator('#packages article', { has: page.getByRole('heading', { name }) });
  await card.getByRole('button', { name: /Reserve Package/ }).click();
  const dialog = page.getByRole('dialog', { name: `Order ${name}` });
  await dialog.waitFor();
  return dialog;
}
