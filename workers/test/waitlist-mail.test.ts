import { createLogger } from '@sdp/server/logger';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { startWorkers, type RunningWorkers } from '../src/start-workers.ts';
import { FAST, settle, useStandIns, waitUntil } from './stand-ins.ts';
import { replayWaitlistEmail } from './waitlist-replay.ts';

// The waitlist's own e-mails (issue 25, items 14 and 21; ADR 083) end to end: API -> outbox -> relay -> e-mail worker -> SMTP.
const ctx = useTestContext();
const stand = useStandIns();
let workers: RunningWorkers;
let year = 0;
// NOTE: one clock for the API and the workers, moved by the tests: fixed dates around the seeded season, never today's.
let clock = new Date(0);

beforeAll(async () => {
  ctx.configure(stand.env());
  const [season] = await ctx.sql<{ year: number }[]>`SELECT year FROM season ORDER BY year DESC LIMIT 1`;
  year = season!.year;
  clock = new Date(`${year}-03-02T18:00:00Z`);
  ctx.deps.now = () => clock;
  workers = await startWorkers({ env: ctx.env, logger: createLogger('silent'), tuning: FAST, now: () => clock });
});
afterAll(() => workers?.stop());

const mailsTo = (address: string) => stand.smtp.messages().filter((m) => m.to.includes(address));
const join = (email: string, name = 'Harper Lane') => ctx.post('/api/waitlist', { name, email });
const LINK = (page: string) => new RegExp(`(https?://\\S+/waitlist/${page}/([A-Za-z0-9_-]{22,27}\\.[A-Za-z0-9_-]{43}))`);
const linkIn = (text: string, page: string) => LINK(page).exec(text)!;
const onList = async (email: string) => (await ctx.sql`SELECT unsubscribed_at IS NULL AS on FROM waitlist_entries WHERE email = ${email}`)[0]!.on;

describe('a new sign-up', () => {
  it('gets one "you\'re on the list for fall {year}" e-mail with a working unsubscribe link, never a second', async () => {
    const email = 'harper.lane@example.com';
    expect((await join(email)).status).toBe(201);
    expect((await join(email, 'Someone Else')).status).toBe(201);
    await stand.smtp.waitFor(() => mailsTo(email).length === 1);
    await settle();
    expect(mailsTo(email)).toHaveLength(1);
    const [mail] = mailsTo(email);
    expect(mail!.subject).toBe(`You're on the list for fall ${year} - SD Pumpkin`);
    expect(mail!.text).toContain(`Thank you, Harper. We will e-mail you once, the day booking for fall ${year} opens`);
    const [unsubscribe, , token] = linkIn(mail!.text, 'unsubscribe');
    expect(mail!.html).toContain(`href="${unsubscribe}"`);
    expect((await ctx.post(`/api/waitlist/unsubscribe/${token}`, {})).status).toBe(200);
    expect(await onList(email)).toBe(false);
  });

  it('is sent once when its job runs again (a retry or a replay finds the sent row)', async () => {
    const email = 'retry.lane@example.com';
    await join(email);
    await stand.smtp.waitFor(() => mailsTo(email).length === 1);
    await replayWaitlistEmail(ctx, workers, { eventType: 'waitlist.joined', kind: 'waitlist_welcome', email, jobSuffix: 'replay' });
    await settle();
    expect(mailsTo(email)).toHaveLength(1);
    expect((await ctx.sql`SELECT count(*)::int AS n FROM email_log WHERE kind = 'waitlist_welcome' AND to_address = ${email}`)[0]!.n).toBe(1);
  });

  it('is sent once when a replay runs while the first job is still sending it (ADR 148)', async () => {
    const email = 'midsend.lane@example.com';
    // NOTE: the SMTP stand-in holds the first job's message before its 250, so the replay certainly runs mid-send.
    stand.smtp.setAcceptDelay(2_000);
    try {
      await join(email);
      await waitUntil(() => stand.smtp.inFlight() === 1 || null, 30_000, 'first job mid-send');
      const job = await replayWaitlistEmail(ctx, workers, { eventType: 'waitlist.joined', kind: 'waitlist_welcome', email, jobSuffix: 'midsend' });
      expect(job.returnvalue).toEqual({ status: 'already-sent' });
    } finally {
      stand.smtp.setAcceptDelay(0);
    }
    await settle();
    expect(mailsTo(email)).toHaveLength(1);
    expect(await ctx.sql`SELECT status FROM email_log WHERE kind = 'waitlist_welcome' AND to_address = ${email}`).toEqual([{ status: 'sent' }]);
  });

  it('names the next fall off season: after the last delivery the list is for the following year', async () => {
    clock = new Date(`${year}-12-20T18:00:00Z`);
    try {
      const email = 'winter.lane@example.com';
      await join(email);
      await stand.smtp.waitFor(() => mailsTo(email).length === 1);
      expect(mailsTo(email)[0]!.subject).toBe(`You're on the list for fall ${year + 1} - SD Pumpkin`);
    } finally {
      clock = new Date(`${year}-03-02T18:00:00Z`);
    }
  });
});

describe('an address that unsubscribed and signs up again (ADR 083)', () => {
  it('is e-mailed a confirmation link, stays off the list until the page\'s button confirms, at most once a day', async () => {
    const email = 'quinn.back@example.com';
    await join(email, 'Quinn Back');
    await stand.smtp.waitFor(() => mailsTo(email).length === 1);
    await ctx.sql`UPDATE waitlist_entries SET unsubscribed_at = ${clock} WHERE email = ${email}`;

    const again = await join(email, 'Quinn Back');
    expect([again.status, await again.json()]).toEqual([201, { ok: true }]);
    await stand.smtp.waitFor(() => mailsTo(email).length === 2);
    const mail = mailsTo(email)[1]!;
    expect(mail.subject).toBe('Confirm you want back on the SD Pumpkin waitlist');
    expect(mail.text).toContain('You had unsubscribed, so we will not add it unless you confirm.');
    expect(await onList(email)).toBe(false);

    // A second sign-up the same day sends nothing more: the form cannot be used to flood a mailbox.
    await join(email, 'Quinn Back');
    await settle();
    expect(mailsTo(email)).toHaveLength(2);

    const [, link, token] = linkIn(mail.text, 'rejoin');
    expect(mail.html).toContain(`href="${link}"`);
    // Opening the link (what a mail scanner does) changes nothing; the page's POST does.
    expect(await (await ctx.app.request(`/api/waitlist/rejoin/${token}`)).json()).toEqual({ email: 'q***@example.com', subscribed: false });
    expect(await onList(email)).toBe(false);
    const confirmed = await ctx.post(`/api/waitlist/rejoin/${token}`, {});
    expect([confirmed.status, await confirmed.json()]).toEqual([200, { email: 'q***@example.com', subscribed: true }]);
    expect(await onList(email)).toBe(true);
    const [logged] = await ctx.sql`SELECT count(*)::int AS n FROM email_log WHERE kind = 'waitlist_rejoin' AND status = 'sent' AND to_address = ${email}`;
    expect(logged!.n).toBe(1);
  });
});
