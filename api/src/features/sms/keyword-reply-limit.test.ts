import { REPLY_LIMIT } from '@sdp/server/texts/inbound';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../../test/harness.ts';
import { inboundText, TWILIO_TEST } from '../../../test/text-fixtures.ts';

// Keyword replies per number (issue 35 item 14, ADR 162): a number texting HELP all night gets a few answers, not one per text;
// every text is still stored and STOP still acts.
const ctx = useTestContext();
beforeAll(() => ctx.configure(TWILIO_TEST));

const at = (iso: string) => { ctx.deps.now = () => new Date(iso); };
const texts = (phone: string, direction: 'in' | 'out') =>
  ctx.sql<{ kind: string }[]>`SELECT kind FROM text_messages WHERE phone = ${phone} AND direction = ${direction} ORDER BY created_at, id`;

describe('answers to keywords', () => {
  it('40 HELP texts in a night get REPLY_LIMIT answers; the rest are stored and dropped silently; a day later HELP is answered again', async () => {
    const phone = '+17605554001';
    at('2026-10-06T07:00:00Z'); // midnight in San Diego
    for (let i = 0; i < 40; i += 1) expect((await inboundText(ctx, phone, 'HELP')).status).toBe(200);
    expect(await texts(phone, 'in')).toHaveLength(40);
    expect((await texts(phone, 'out')).map((t) => t.kind)).toEqual(Array(REPLY_LIMIT.max).fill('help'));

    at('2026-10-07T07:00:01Z');
    await inboundText(ctx, phone, 'HELP');
    expect(await texts(phone, 'out')).toHaveLength(REPLY_LIMIT.max + 1);
  });

  it('counts every keyword together, texts sent at once as well, and STOP past the limit still opts the number out', async () => {
    const phone = '+17605554002';
    at('2026-10-06T07:00:00Z');
    await Promise.all(['HELP', 'R', 'C', 'START', 'INFO', 'HELP', 'YES', 'R'].map((body) => inboundText(ctx, phone, body)));
    expect(await texts(phone, 'out')).toHaveLength(REPLY_LIMIT.max);
    await inboundText(ctx, phone, 'STOP');
    expect(await texts(phone, 'out')).toHaveLength(REPLY_LIMIT.max);
    expect(await ctx.sql`SELECT 1 FROM text_opt_outs WHERE phone = ${phone}`).toHaveLength(1);
  });
});
