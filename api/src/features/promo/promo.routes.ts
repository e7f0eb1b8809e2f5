import { toCents, validatePromoSchema } from '@sdp/shared';
import { Hono } from 'hono';
import { currentTime, type AppEnv } from '../../lib/deps.ts';
import { validate } from '../../lib/validate.ts';
import { validateDiscountCode } from '@sdp/server/referrals/referral-rules';
import { publicRoute } from '../../middleware/access.ts';

/** Promo-code validation (docs/product-spec.md §7; a household's referral code too, ADR 119): an unusable code is a 200 with `valid: false` and one sentence whatever the reason (an unknown code and an expired one read alike, ADR 167), a malformed body a 400. */
export const promoRoutes = new Hono<AppEnv>().post('/validate-promo-code', publicRoute(), validate('json', validatePromoSchema), async (c) => {
  const { code, totalAmount } = c.req.valid('json');
  return c.json(await validateDiscountCode(c.get('deps').sql, code, toCents(totalAmount), currentTime(c.get('deps'))));
});
