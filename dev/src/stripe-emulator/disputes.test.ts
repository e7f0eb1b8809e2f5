import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './test/webhook-receiver.ts';

// Disputes as Stripe's test mode behaves (https://docs.stripe.com/testing#disputes), through the official SDK.
const env = useEmulator();

const disputedIntent = (amount = 127_750, orderId = 'o-dispute') =>
  env.stripe.paymentIntents.create({ amount, currency: 'usd', payment_method: 'pm_card_createDispute', confirm: true, metadata: { orderId } });

const eventsOf = (id: string) => env.receiver.received
  .filter((e) => e.type.startsWith('charge.dispute.') && (e.data.object as { id: string }).id === id)
  .map((e) => `${e.type} ${(e.data.object as Stripe.Dispute).status}`);

async function disputeOf(intent: Stripe.PaymentIntent): Promise<Stripe.Dispute> {
  const list = await env.stripe.disputes.list({ payment_intent: intent.id });
  expect(list.data).toHaveLength(1);
  return list.data[0]!;
}

describe('Stripe emulator: the disputing test card 4000 0000 0000 0259', () => {
  it('the charge succeeds, then a fraudulent dispute opens for its amount with the fee withdrawn and a deadline', async () => {
    const intent = await disputedIntent();
    expect(intent.status).toBe('succeeded');
    const dispute = await disputeOf(intent);
    expect(dispute).toMatchObject({
      object: 'dispute', amount: 127_750, currency: 'usd', reason: 'fraudulent', status: 'needs_response', charge: intent.latest_charge,
      payment_intent: intent.id, is_charge_refundable: false, evidence_details: { has_evidence: false, submission_count: 0 },
    });
    expect(dispute.evidence_details.due_by! - dispute.created).toBe(7 * 86_400);
    expect(dispute.balance_transactions.map((t) => [t.amount, t.fee, t.fee_details[0]?.description])).toEqual([[-127_750, 1500, 'Dispute fee']]);
    expect((await env.stripe.charges.retrieve(intent.latest_charge as string)).disputed).toBe(true);
    await env.emulator.idle();
    expect(eventsOf(dispute.id)).toEqual(['charge.dispute.created needs_response', 'charge.dispute.funds_withdrawn needs_response']);
  });

  it('a disputed charge cannot be refunded (charge_disputed); a charge refunded in part is disputed for the rest', async () => {
    const intent = await disputedIntent(20_000);
    await expect(env.stripe.refunds.create({ payment_intent: intent.id, amount: 500 })).rejects.toMatchObject({ statusCode: 400, code: 'charge_disputed' });
    const visa = await env.stripe.paymentIntents.create({ amount: 30_000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
    await env.stripe.refunds.create({ payment_intent: visa.id, amount: 10_000 });
    const id = await env.emulator.openDispute(visa.latest_charge as string, { reason: 'product_not_received' });
    expect(await env.stripe.disputes.retrieve(id)).toMatchObject({ amount: 20_000, reason: 'product_not_received', status: 'needs_response' });
    const refunded = await env.stripe.paymentIntents.create({ amount: 5_000, currency: 'usd', payment_method: 'pm_card_visa', confirm: true });
    await env.stripe.refunds.create({ payment_intent: refunded.id });
    await expect(env.emulator.openDispute(refunded.latest_charge as string)).rejects.toThrow(/refunded in full/);
  });
});

describe('Stripe emulator: evidence and the decision', () => {
  it('evidence saved, then submitted (under_review): charge.dispute.updated each time; a second submission is refused', async () => {
    const dispute = await disputeOf(await disputedIntent());
    const saved = await env.stripe.disputes.update(dispute.id, { evidence: { customer_name: 'Dana Whit', service_date: '2026-10-03' } });
    expect(saved).toMatchObject({ status: 'needs_response', evidence: { customer_name: 'Dana Whit' }, evidence_details: { has_evidence: true, submission_count: 0 } });
    const submitted = await env.stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: 'Delivered; photos attached.' }, submit: true }, { idempotencyKey: `submit:${dispute.id}` });
    expect(submitted).toMatchObject({ status: 'under_review', evidence_details: { submission_count: 1, submission_method: 'manual' } });
    const replayed = await env.stripe.disputes.update(dispute.id, { evidence: { uncategorized_text: 'Delivered; photos attached.' }, submit: true }, { idempotencyKey: `submit:${dispute.id}` });
    expect(replayed.evidence_details.submission_count).toBe(1);
    await expect(env.stripe.disputes.update(dispute.id, { submit: true })).rejects.toMatchObject({ statusCode: 400, code: 'dispute_evidence_already_submitted' });
    await expect(env.stripe.disputes.update(dispute.id, { evidence: { not_a_field: 'x' } as Stripe.DisputeUpdateParams.Evidence })).rejects.toMatchObject({ statusCode: 400 });
    await env.emulator.closeDispute(dispute.id, 'won');
    await env.emulator.idle();
    expect(eventsOf(dispute.id)).toEqual([
      'charge.dispute.created needs_response', 'charge.dispute.funds_withdrawn needs_response', 'charge.dispute.updated needs_response',
      'charge.dispute.updated under_review', 'charge.dispute.closed won', 'charge.dispute.funds_reinstated won',
    ]);
    const won = await env.stripe.disputes.retrieve(dispute.id);
    expect(won.balance_transactions.map((t) => t.amount)).toEqual([-127_750, 127_750]);
    await expect(env.stripe.disputes.update(dispute.id, { metadata: { a: 'b' } })).rejects.toMatchObject({ code: 'dispute_already_closed' });
  });

  it("Stripe's test evidence decides at once: winning_evidence wins, losing_evidence loses; close() accepts (lost)", async () => {
    const won = await disputeOf(await disputedIntent(10_000));
    expect((await env.stripe.disputes.update(won.id, { evidence: { uncategorized_text: 'winning_evidence' }, submit: true })).status).toBe('won');
    const lost = await disputeOf(await disputedIntent(10_000));
    expect((await env.stripe.disputes.update(lost.id, { evidence: { uncategorized_text: 'losing_evidence' }, submit: true })).status).toBe('lost');
    const accepted = await disputeOf(await disputedIntent(10_000));
    expect((await env.stripe.disputes.close(accepted.id)).status).toBe('lost');
    await env.emulator.idle();
    expect(eventsOf(lost.id).at(-1)).toBe('charge.dispute.closed lost');
    expect(eventsOf(accepted.id).at(-1)).toBe('charge.dispute.closed lost');
    await expect(env.stripe.refunds.create({ payment_intent: lost.payment_intent as string })).rejects.toMatchObject({ code: 'charge_disputed' });
  });
});
