import { api, unwrap } from '../../../lib/api-client.ts';
import { isUnauthorized } from '../../../lib/api-fetch.ts';
import { forgetKeptRunSheets, holdKey } from '../../../lib/kept-on-phone.ts';
import { importPhoneKey } from '../logic/sealed.ts';

/**
 * GET /api/auth/phone-key (ADR 168): the session check the run sheet makes when it opens with signal. A live session hands out the
 * key the phone seals its kept sheet with, held from then on; a 401 is the server saying the session is gone, and the phone forgets
 * the kept sheets and the key at once. No answer (poor signal) changes nothing: the key kept on the phone decides.
 */
export async function askServerForPhoneKey(now = Date.now()): Promise<'live' | 'gone' | 'no-answer'> {
  try {
    const answer = await unwrap(api.auth['phone-key'].$get());
    const endsAt = now + answer.endsInMs;
    holdKey({ key: await importPhoneKey(answer.key), id: answer.keyId, idleMs: answer.idleMs, endsAt, until: Math.min(endsAt, now + answer.idleMs) });
    return 'live';
  } catch (error) {
    if (!isUnauthorized(error)) return 'no-answer';
    await forgetKeptRunSheets();
    return 'gone';
  }
}
