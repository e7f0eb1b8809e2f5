import { fixedClock } from '@sdp/server/clock';
import { MISSED_CALL_TEXT, MISSED_SAY } from '@sdp/server/leads/missed-call-words';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { TWILIO_TEST } from '../../api/test/text-fixtures.ts';
import { useStandIns, waitUntil } from './stand-ins.ts';
import { useTextWorld } from './text-world.ts';

// docs/design.md §26 "Missed calls" end to end: the SMS stand-in makes calls as Twilio does (signed posts to /api/voice/incoming,
// the TwiML read, DialCallStatus to the Dial's action), and the text back goes through the outbox, the texts worker and the
// twilio SDK to the stand-in. The API's and the workers' clocks read 10:00 San Diego time (PDT), inside every set of hours.
const ctx = useTestContext();
const stand = useStandIns();
const world = useTextWorld(ctx, stand);
const FORWARD_TO = '+18585550282';
const TEN_AM = '2026-10-14T17:00:00Z';
beforeAll(() => {
  ctx.configure({ BUSINESS_FORWARD_TO: FORWARD_TO });
  ctx.deps.now = fixedClock(TEN_AM);
});

let numbers = 0;
const freshNumber = () => `+1619555${String(5000 + (numbers += 1)).padStart(4, '0')}`;
const textsTo = (phone: string) => world.sms.messages().filter((m) => m.to === phone && m.direction === 'outbound-api');
const ring = (from: string, outcome: 'answered' | 'busy' | 'no-answer') => world.sms.call({ from, to: TWILIO_TEST.TWILIO_FROM, outcome });

describe('calls from the SMS stand-in', () => {
  it('answered: the stand-in dialled the business phone, nothing was said, no text goes', async () => {
    await world.workersAt(TEN_AM);
    const from = freshNumber();
    const made = await ring(from, 'answered');
    expect(made).toMatchObject({ dialled: FORWARD_TO, said: [], incoming: { status: 200 }, action: { status: 200, params: expect.objectContaining({ DialCallStatus: 'completed' }) } });
    const busy = freshNumber();
    await ring(busy, 'busy');
    await waitUntil(async () => textsTo(busy).length > 0, 15_000, 'the busy caller texted');
    expect(textsTo(from)).toEqual([]);
  });

  it('busy, then no answer four times: the caller hears we missed them and gets one text', async () => {
    await world.workersAt(TEN_AM);
    const from = freshNumber();
    const first = await ring(from, 'busy');
    expect(first.said).toEqual([MISSED_SAY]);
    for (let i = 0; i < 4; i++) await ring(from, 'no-answer');
    await waitUntil(async () => textsTo(from)[0]?.status === 'delivered', 15_000, 'the text back delivered');
    await world.sms.idle();
    expect(textsTo(from).map((m) => m.body)).toEqual([MISSED_CALL_TEXT.missed]);
    const [lead] = await ctx.sql`SELECT calls, status FROM leads WHERE phone = ${from}`;
    expect(lead).toEqual({ calls: 5, status: 'new' });
  });

  // NOTE: the figure for the note (issue 40): the delay from the stand-in's call to the text arriving at the stand-in, logged,
  // never asserted (ADR 170). Calls one after another, each from its own number, unanswered.
  it('measures the text back over 50 unanswered calls (logged)', async () => {
    await world.workersAt(TEN_AM);
    const delays: number[] = [];
    for (let i = 0; i < 50; i++) {
      const from = freshNumber();
      const made = await ring(from, 'no-answer');
      const [text] = await waitUntil(async () => (textsTo(from).length ? textsTo(from) : null), 60_000, `the text back to call ${i + 1}`);
      // The stand-in's own clock: from the call it started to the text it took.
      delays.push(text!.dateCreated.getTime() - made.startedAt.getTime());
    }
    delays.sort((a, b) => a - b);
    const pct = (p: number) => delays[Math.min(delays.length - 1, Math.ceil((p / 100) * delays.length) - 1)]!;
    console.info(`missed-call text back over ${delays.length} calls: p50 ${pct(50).toFixed(0)} ms, p99 ${pct(99).toFixed(0)} ms, max ${delays.at(-1)!.toFixed(0)} ms`);
    expect(delays).toHaveLength(50);
  }, 300_000);
});
