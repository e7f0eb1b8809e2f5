import { describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { readJson } from '../../../test/stripe-order-fixtures.ts';
import { PROMO_ERRORS } from '@sdp/server/promo/promo-codes';

const ctx = useTestContext();
const validate = async (body: unknown) => {
  const res = await ctx.post('/api/validate-promo-code', body);
  return { status: res.status, body: await readJson(res) };
};

async function insertPromo(code: string, fields: Record<string, unknown>) {
  await ctx.sql`INSERT INTO promo_codes ${ctx.sql({ code, discount_type: 'percentage', discount_value: 10, ...fields })}`;
}

describe('POST /api/validate-promo-code', () => {
  it('refuses the seeded SPOOKY15 once its sale ended (2025-10-01)', async () => {
    const res = await validate({ code: 'SPOOKY15', totalAmount: 1825 });
    expect(res).toEqual({ status: 200, body: { valid: false, error: PROMO_ERRORS.expired } });
  });

  it('applies a percentage code to the total, trimming and upper-casing what was typed', async () => {
    await insertPromo('HARVEST15', { discount_value: 15 });
    const res = await validate({ code: '  harvest15 ', totalAmount: '1825.00' });
    expect(res.status).toBe(200);
    // 15 % of $1,825.00 = $273.75
    expect(res.body).toEqual({
      valid: true,
      promoCode: { code: 'HARVEST15', discountType: 'percentage', discountValue: '15.00' },
      discountAmount: '273.75',
      finalTotal: '1551.25',
    });
  });

  it('applies a fixed code stored in cents, never below a payable total', async () => {
    await insertPromo('PORCH50', { discount_type: 'fixed', discount_value: 5000 });
    expect((await validate({ code: 'PORCH50', totalAmount: 325 })).body).toEqual({
      valid: true,
      promoCode: { code: 'PORCH50', discountType: 'fixed', discountValue: '50.00' },
      discountAmount: '50.00',
      finalTotal: '275.00',
    });
    // NOTE: issue 35 item 3 (ADR 157): no longer '20.00' off and '0.00' to pay, which no checkout could take.
    expect((await validate({ code: 'PORCH50', totalAmount: 20 })).body).toMatchObject({ discountAmount: '18.33', finalTotal: '1.67' });
  });

  it('says why a code cannot be used: unknown, inactive, not started, exhausted', async () => {
    await insertPromo('OFFSEASON', { active: false });
    await insertPromo('EARLYBIRD', { starts_at: new Date(Date.now() + 86_400_000) });
    await insertPromo('FIRST10', { max_redemptions: 2, redemptions: 2 });
    expect((await validate({ code: 'NOPE', totalAmount: 100 })).body).toEqual({ valid: false, error: PROMO_ERRORS.unknown });
    expect((await validate({ code: 'offseason', totalAmount: 100 })).body).toEqual({ valid: false, error: PROMO_ERRORS.inactive });
    expect((await validate({ code: 'EARLYBIRD', totalAmount: 100 })).body).toEqual({ valid: false, error: PROMO_ERRORS.notStarted });
    expect((await validate({ code: 'FIRST10', totalAmount: 100 })).body).toEqual({ valid: false, error: PROMO_ERRORS.exhausted });
    expect((await validate({ code: '   ', totalAmount: 100 })).body).toEqual({ valid: false, error: PROMO_ERRORS.blank });
  });

  it('answers an unknown code and one that exists but cannot be used today alike, so guessing learns nothing (issue 35, I3)', async () => {
    await insertPromo('GHOSTOFF', { active: false });
    await insertPromo('GHOSTSOON', { starts_at: new Date('2999-01-01T00:00:00Z') });
    await insertPromo('GHOSTPAST', { ends_at: new Date('2001-01-01T00:00:00Z') });
    await insertPromo('GHOSTFULL', { max_redemptions: 1, redemptions: 1 });
    const unknown = await validate({ code: 'GHOSTNONE', totalAmount: 100 });
    expect(unknown).toEqual({ status: 200, body: { valid: false, error: expect.any(String) } });
    for (const code of ['GHOSTOFF', 'GHOSTSOON', 'GHOSTPAST', 'GHOSTFULL', 'SPOOKY15']) {
      expect(await validate({ code, totalAmount: 100 }), code).toEqual(unknown);
    }
    expect(unknown.body.error).not.toMatch(/expired|not active|no longer|limit/i);
  });

  it('answers a malformed body with a 400 JSON error, never a 500', async () => {
    for (const body of [{}, { code: 'X' }, { code: 42, totalAmount: 1 }, { code: 'X', totalAmount: -1 }, { code: 'X', totalAmount: 'lots' }, 'not json', [1]]) {
      const res = await validate(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });
});
