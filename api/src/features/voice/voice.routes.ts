import { DIAL_STATUSES, type DialStatus } from '@sdp/server/leads/lead-rows';
import { callComesIn, dialEnded, type CallPost } from '@sdp/server/leads/missed-call';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../lib/deps.ts';
import { badRequest } from '../../lib/errors.ts';
import { twilioForm, twimlResponse } from '../../lib/twilio-form.ts';
import { publicRoute } from '../../middleware/access.ts';

const CALL_SID = /^CA[0-9a-f]{32}$/;

/** Where Twilio posts what became of the forwarded call (the Dial's action): absolute, as Twilio signs it (PUBLIC_URL + BASE_PATH). */
const statusUrl = (c: Context<AppEnv>) => {
  const { env } = c.get('deps');
  return `${env.PUBLIC_URL.replace(/\/$/, '')}${env.BASE_PATH}/api/voice/status`;
};

/** CallSid, From and To of a signed voice post; From may be a hidden caller ("Anonymous"), whose call makes no lead. */
function callOf(form: Record<string, string>): CallPost {
  const sid = form.CallSid ?? '';
  if (!CALL_SID.test(sid) || !form.From || !form.To) throw badRequest('CallSid, From and To are required');
  return { sid, from: form.From.slice(0, 40), to: form.To.slice(0, 40) };
}

/**
 * Twilio's voice webhooks (docs/design.md §26): a call comes in, and the forwarded call's end (the Dial's action, with
 * DialCallStatus). Both answer TwiML; both are idempotent on CallSid, since Twilio retries its webhooks.
 */
export const voiceRoutes = new Hono<AppEnv>()
  .post('/voice/incoming', publicRoute(), async (c) => {
    const call = callOf(await twilioForm(c));
    return twimlResponse(c, await callComesIn(c.get('deps'), call, statusUrl(c)));
  })
  .post('/voice/status', publicRoute(), async (c) => {
    const form = await twilioForm(c);
    const call = callOf(form);
    const status = form.DialCallStatus ?? '';
    if (!(DIAL_STATUSES as readonly string[]).includes(status)) throw badRequest(`DialCallStatus must be one of ${DIAL_STATUSES.join(', ')}`);
    return twimlResponse(c, await dialEnded(c.get('deps'), call, status as DialStatus));
  });
