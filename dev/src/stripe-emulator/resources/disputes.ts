import { Hono } from 'hono';
import { findOr404, invalidParam, StripeApiError } from '../api-error.ts';
import { requireSecretKey, type ApiEnv } from '../api-middleware.ts';
import { emit, type EmulatorContext } from '../context.ts';
import { closeDispute, isClosed, LOSING_EVIDENCE, WINNING_EVIDENCE } from '../disputes.ts';
import { listOf } from '../lists.ts';
import { EVIDENCE_FIELDS } from '../objects/dispute.ts';
import { mergeMetadata, nested, optionalBoolean, optionalString } from '../params.ts';
import type { Dispute } from '../store.ts';

const EVIDENCE_LIMIT = 20_000;

const alreadyClosed = (dispute: Dispute) =>
  new StripeApiError(400, 'invalid_request_error', `This dispute (${dispute.id}) is already closed and can no longer be updated.`, { code: 'dispute_already_closed' });

/**
 * GET /v1/disputes (by charge or payment_intent), GET /v1/disputes/:id, POST /v1/disputes/:id (evidence, metadata, submit) and
 * POST /v1/disputes/:id/close, as Stripe's OpenAPI shapes them. Submitting with Stripe's test evidence (`winning_evidence`,
 * `losing_evidence` in uncategorized_text) decides the dispute at once, as in Stripe's test mode.
 */
export function disputeRoutes(ctx: EmulatorContext) {
  return new Hono<ApiEnv>()
    .get('/v1/disputes', (c) => {
      requireSecretKey(c);
      const params = c.get('params');
      const charge = optionalString(params, 'charge');
      const intent = optionalString(params, 'payment_intent');
      const disputes = [...ctx.state.disputes.values()].filter((d) => (!charge || d.charge === charge) && (!intent || d.payment_intent === intent)).reverse();
      return c.json(listOf(disputes, '/v1/disputes'));
    })
    .get('/v1/disputes/:id', (c) => {
      requireSecretKey(c);
      return c.json(findOr404(ctx.state.disputes, 'dispute', c.req.param('id')));
    })
    .post('/v1/disputes/:id', async (c) => {
      requireSecretKey(c);
      const dispute = findOr404(ctx.state.disputes, 'dispute', c.req.param('id'));
      const params = c.get('params');
      if (isClosed(dispute)) throw alreadyClosed(dispute);
      const submit = optionalBoolean(params, 'submit') ?? false;
      const evidence = nested(params, 'evidence');
      if (dispute.evidence_details.submission_count > 0 && (submit || Object.keys(evidence).length > 0)) {
        throw new StripeApiError(400, 'invalid_request_error', `The evidence for this dispute (${dispute.id}) has already been submitted.`, { code: 'dispute_evidence_already_submitted' });
      }
      for (const [key, value] of Object.entries(evidence)) {
        const field = EVIDENCE_FIELDS.find((f) => f === key);
        if (!field) throw invalidParam(`evidence[${key}]`, `Received unknown parameter: evidence[${key}]`, 'parameter_unknown');
        if (typeof value !== 'string') throw invalidParam(`evidence[${key}]`, `Invalid string: evidence[${key}]`);
        if (value.length > EVIDENCE_LIMIT) throw invalidParam(`evidence[${key}]`, `evidence[${key}] is longer than ${EVIDENCE_LIMIT} characters.`);
        dispute.evidence[field] = value;
      }
      dispute.metadata = mergeMetadata(dispute.metadata, params);
      dispute.evidence_details.has_evidence = Object.values(dispute.evidence).some((v) => typeof v === 'string' && v !== '');
      if (submit) {
        Object.assign(dispute, { status: 'under_review' });
        Object.assign(dispute.evidence_details, { submission_count: dispute.evidence_details.submission_count + 1, submission_method: 'manual' });
      }
      await emit(ctx, 'charge.dispute.updated', dispute);
      const decided = submit ? dispute.evidence.uncategorized_text?.trim() : undefined;
      if (decided === WINNING_EVIDENCE) await closeDispute(ctx, dispute, 'won');
      if (decided === LOSING_EVIDENCE) await closeDispute(ctx, dispute, 'lost');
      return c.json(dispute);
    })
    .post('/v1/disputes/:id/close', async (c) => {
      requireSecretKey(c);
      const dispute = findOr404(ctx.state.disputes, 'dispute', c.req.param('id'));
      if (isClosed(dispute)) throw alreadyClosed(dispute);
      // NOTE: closing is accepting the dispute: it is lost at once.
      await closeDispute(ctx, dispute, 'lost');
      return c.json(dispute);
    });
}
