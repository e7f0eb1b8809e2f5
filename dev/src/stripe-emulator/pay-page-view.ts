import { escapeHtml as e, formatAmount } from './html.ts';
import type Stripe from 'stripe';
import type { SessionRecord } from './store.ts';

/** Products by id: line items name theirs by id only, as Stripe's do. */
export type Products = ReadonlyMap<string, Stripe.Product>;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1a1f36;background:#f6f8fa}
main{display:grid;grid-template-columns:1fr;min-height:100vh}@media(min-width:880px){main{grid-template-columns:1fr 1fr}}
.summary{padding:48px 8vw;background:#fff;border-right:1px solid #e3e8ee}.pay{padding:48px 8vw}
.merchant{display:flex;align-items:center;gap:10px;font-weight:600;color:#3c4257}.badge{font-size:11px;font-weight:700;text-transform:uppercase;letter-spacing:.04em;background:#ffde92;color:#7a5100;border-radius:4px;padding:2px 6px}
.total{font-size:36px;font-weight:700;margin:16px 0 4px}.muted{color:#697386}.item{display:flex;justify-content:space-between;gap:16px;padding:16px 0;border-top:1px solid #e3e8ee;margin-top:24px}
h1{font-size:20px;margin:0 0 20px}label{display:block;font-weight:600;font-size:13px;color:#3c4257;margin:14px 0 6px}
input{width:100%;font:inherit;padding:10px 12px;border:1px solid #cfd7df;border-radius:6px;background:#fff}input:focus{outline:2px solid #635bff;outline-offset:1px;border-color:#635bff}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.actions{margin-top:24px;display:grid;gap:10px}
button{font:inherit;font-weight:600;border-radius:6px;padding:12px;cursor:pointer;border:1px solid transparent}
.primary{background:#635bff;color:#fff}.primary:hover{background:#5249e8}.secondary{background:#fff;color:#3c4257;border-color:#cfd7df}
.error{background:#fff0f0;border:1px solid #f3b5b5;color:#b3093c;border-radius:6px;padding:10px 12px;margin-bottom:12px}
.note{font-size:12px;margin-top:24px}.lock{display:inline-block;margin-right:4px}`;

export function layout(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${e(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function summary(record: SessionRecord, businessName: string, products: Products): string {
  const { session, lineItems } = record;
  const items = lineItems
    .map((item) => {
      const details = products.get(item.price.product)?.description;
      const quantity = item.quantity ?? 1;
      return `<div class="item"><div><div>${e(item.description ?? '')}</div>${details ? `<div class="muted">${e(details)}</div>` : ''}${quantity > 1 ? `<div class="muted">Qty ${quantity}</div>` : ''}</div><div>${formatAmount(item.amount_total, item.currency)}</div></div>`;
    })
    .join('');
  return `<section class="summary" aria-label="Order summary"><div class="merchant">${e(businessName)} <span class="badge">Test mode</span></div>
<p class="muted" style="margin:24px 0 0">Pay ${e(businessName)}</p><p class="total">${formatAmount(session.amount_total, session.currency)}</p>${items}</section>`;
}

/** The hosted Checkout page: summary on one side, a card form (prefilled with Stripe's 4242 test card) with Pay and Cancel on the other. */
export function renderPayPage(record: SessionRecord, businessName: string, products: Products, error?: string): string {
  const { session } = record;
  const amount = formatAmount(session.amount_total, session.currency);
  const form = `<section class="pay"><h1>Pay with card</h1>
${error ? `<div class="error" role="alert">${e(error)}</div>` : ''}
<form method="post" action="/c/pay/${e(session.id)}">
<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" value="${e(session.customer_email ?? '')}" required>
<label for="cardNumber">Card number</label><input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiration (MM / YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="12 / 34" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" value="123" required></div></div>
<label for="name">Cardholder name</label><input id="name" name="name" autocomplete="cc-name" value="">
<div class="actions"><button class="primary" type="submit" name="action" value="pay">Pay ${amount}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form><p class="note muted"><span class="lock" aria-hidden="true">&#128274;</span>Stripe emulator: no real card is charged. Test cards: 4000 0000 0000 0002 declines, 4000 0027 6000 3184 asks for 3-D Secure, 4000 0000 0000 0341 saves but later charges decline.</p></section>`;
  return layout(`Pay ${businessName}`, `<main>${summary(record, businessName, products)}${form}</main>`);
}

/** A session that can no longer be paid (already paid or expired). */
/** success_url with {CHECKOUT_SESSION_ID} filled in, as Stripe redirects. */
export const successUrlOf = (record: SessionRecord) => record.session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', record.session.id);

export function renderClosedPage(record: SessionRecord, businessName: string): string {
  const { session } = record;
  const paid = session.status === 'complete';
  const message = paid ? 'This payment is complete. Thank you!' : 'This checkout session has expired.';
  const next = paid ? successUrlOf(record) : session.cancel_url;
  const link = next ? `<p><a href="${e(next)}">${paid ? 'Continue' : 'Return to the store'}</a></p>` : '';
  return layout(`Pay ${businessName}`, `<main><section class="summary"><div class="merchant">${e(businessName)}</div><h1 style="margin-top:24px">${message}</h1>${link}</section></main>`);
}

export function renderNotFoundPage(): string {
  return layout('Checkout not found', '<main><section class="summary"><h1>Something went wrong</h1><p class="muted">The page you were looking for could not be found.</p></section></main>');
}
