import type { Page } from 'playwright-core';
import type { ServiceLevel } from '@sdp/shared/constants/business';
import type { CreatedOrder } from '@sdp/shared/wire';

/** "$1,234.50", as the site prints an amount with cents. */
export const money = (amount: string) => `$${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An order payload for a named package at a level, on the first week with a spot left; built inside the page (same origin). */
export function orderPayload(page: Page, input: { packageName: string; level: ServiceLevel; customer: { name: string; email: string }; address: string; zipCode: string }) {
  return page.evaluate(async ({ packageName, level, customer, address, zipCode }) => {
    const json = (res: Response) => (res.ok ? res.json() : Promise.reject(new Error(`${res.url}: ${res.status}`)));
    const packages = (await fetch('/api/packages').then(json)) as { id: string; name: string }[];
    const season = (await fetch('/api/season').then(json)) as { deliveryDates: { date: string; spotsLeft: Record<string, number> }[] };
    const date = season.deliveryDates.find((d) => (d.spotsLeft[level] ?? 0) > 0)!.date;
    return {
      packageId: packages.find((p) => p.name === packageName)!.id,
      serviceType: level,
      customerName: customer.name,
      customerEmail: customer.email,
      customerPhone: '8585550123',
      address,
      city: 'San Diego',
      zipCode,
      deliveryDate: date,
      photoPermission: 'yes',
      specialInstructions: '',
      addOnServices: [] as string[],
      addOnQuantities: {} as Record<string, number>,
    };
  }, input);
}

/** POST a JSON body from inside the page and return the parsed answer. */
export function postFromPage<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const res = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
      return res.json();
    },
    { path, body },
  ) as Promise<T>;
}

/** Creates an order through the hosted checkout (its payload plus `extra`) and opens the emulator's payment page; returns the order id. */
export async function openHostedCheckout(page: Page, input: Parameters<typeof orderPayload>[1], extra: { balanceConsent?: boolean } = {}): Promise<string> {
  const payload = await orderPayload(page, input);
  const { url, orderId } = await postFromPage<{ url: string; orderId: string }>(page, '/api/create-stripe-checkout', { ...payload, ...extra });
  await page.goto(url);
  return orderId;
}

/** Reserve through the API, then store the order data as /reserve does. */
export async function reserveByApi(page: Page) {
  const payload = await orderPayload(page, {
    packageName: 'Golden Harvest', level: 'white-glove', customer: { name: 'Iris Chen', email: 'iris.checkout@example.com' }, address: '77 Via Capri', zipCode: '92037',
  });
  const created = await postFromPage<CreatedOrder>(page, '/api/orders', payload);
  const bd = created.breakdown;
  const stored = {
    orderId: created.orderId, orderSecret: created.orderSecret, packageId: payload.packageId, packageName: 'Golden Harvest', serviceType: created.serviceType, packagePrice: bd.baseAmount,
    totalAmount: bd.subtotal, depositAmount: bd.depositAmount, customerName: payload.customerName, customerEmail: payload.customerEmail, address: payload.address,
    city: payload.city, zipCode: payload.zipCode, deliveryDate: payload.deliveryDate, addOnServices: [], quantityServices: [], promoCode: null,
    discountAmount: bd.discountAmount, deliveryFee: bd.deliveryFee, finalTotal: bd.finalTotal, addOnQuantities: {},
  };
  await page.evaluate((data) => sessionStorage.setItem('orderData', JSON.stringify(data)), stored);
}
