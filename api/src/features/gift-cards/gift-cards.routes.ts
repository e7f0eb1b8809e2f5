import { toDecimal } from '@sdp/shared';
import { formatGiftCardCode, giftCardActionSchema, giftCardCheckoutSchema, normalizeGiftCardCode, type GiftCardBalance, type GiftCardFace } from '@sdp/shared/gift-cards';
import { Hono } from 'hono';
import { findCardByCode } from '@sdp/server/db/gift-cards';
import { startGiftCardCheckout } from '@sdp/server/gift-cards/buy-gift-card';
import { GIFT_CARD_NOT_VALID } from '@sdp/server/gift-cards/gift-card-code';
import { actOnGiftCard, giftCardForStaff } from '@sdp/server/gift-cards/staff-gift-cards';
import type { AppEnv } from '../../lib/deps.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { admin, publicRoute, staff } from '../../middleware/access.ts';
import { countCodeTry } from '../../lib/gift-card-code-tries.ts';
import type { Sql } from '@sdp/server/db/sql';

/** An issued card that still pays: unknown, pending, void and refunded codes all read the same (no enumeration). */
async function liveCard(sql: Sql, code: string) {
  const letters = normalizeGiftCardCode(code);
  const card = letters ? await findCardByCode(sql, letters) : undefined;
  if (card?.status !== 'active' || !card.code) throw notFound(GIFT_CARD_NOT_VALID);
  return { ...card, code: card.code };
}

/**
 * Gift cards (docs/design.md §27): bought through Checkout, a balance and a printable face by code, and the staff's look-up and actions.
 * Money leaves the business only by an admin (void, refund, cash back; ADR 307); staff look up.
 */
export const giftCardRoutes = new Hono<AppEnv>()
  .post('/gift-cards/checkout', publicRoute(), validate('json', giftCardCheckoutSchema), async (c) =>
    c.json(await startGiftCardCheckout(c.get('deps'), c.req.valid('json')), 200))
  .get('/gift-cards/:code/balance', publicRoute(), async (c) => {
    await countCodeTry(c);
    const card = await liveCard(c.get('deps').sql, c.req.param('code'));
    c.header('Cache-Control', 'no-store');
    const body: GiftCardBalance = { balance: toDecimal(card.balance_cents) };
    return c.json(body, 200);
  })
  .get('/gift-cards/:code', publicRoute(), async (c) => {
    await countCodeTry(c);
    const card = await liveCard(c.get('deps').sql, c.req.param('code'));
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const body: GiftCardFace = {
      code: formatGiftCardCode(card.code), amount: toDecimal(card.amount_cents), balance: toDecimal(card.balance_cents),
      recipientName: card.recipient_name, buyerName: card.buyer_name, message: card.message,
    };
    return c.json(body, 200);
  })
  .get('/admin/gift-cards/:code', staff(), async (c) => {
    const card = await giftCardForStaff(c.get('deps').sql, c.req.param('code'));
    if (!card) throw notFound('No issued gift card has this code.');
    return c.json(card, 200);
  })
  .post('/admin/gift-cards/:code/void', admin(), validate('json', giftCardActionSchema), async (c) =>
    c.json(await actOnGiftCard(c.get('deps'), c.req.param('code'), 'void', c.req.valid('json').reason, c.get('user').id), 200))
  .post('/admin/gift-cards/:code/refund', admin(), validate('json', giftCardActionSchema), async (c) =>
    c.json(await actOnGiftCard(c.get('deps'), c.req.param('code'), 'refund', c.req.valid('json').reason, c.get('user').id), 200))
  .post('/admin/gift-cards/:code/cash-back', admin(), validate('json', giftCardActionSchema), async (c) =>
    c.json(await actOnGiftCard(c.get('deps'), c.req.param('code'), 'cash_back', c.req.valid('json').reason, c.get('user').id), 200));
