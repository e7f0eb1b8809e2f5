import { fixedClock } from '@sdp/server/clock';
import { createLogger } from '@sdp/server/logger';
import { backgroundRendersDone } from '@sdp/server/images/render-renditions';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../../api/test/harness.ts';
import { insertCrewOrder } from '../../api/test/crew-fixtures.ts';
import { call, sameOrigin, signedIn } from '../../api/test/staff-fixtures.ts';
import { textConsent } from '../../api/test/text-fixtures.ts';
import { dayName } from '../src/lib/emails/words.ts';
import { queueDueMessages } from '../src/jobs/scheduled-messages/queue-due-messages.ts';
import { useStandIns, waitUntil } from './stand-ins.ts';
import { useTextWorld } from './text-world.ts';

// The pick-up's messages end to end (docs/design.md §26): the reminder before the pick-up day and "picked up, thank you" after the
// crew closed the stop, each once, by text to a household that agreed (the SMS stand-in) and by e-mail to one that did not (the
// SMTP catcher), through the outbox, the relay and real workers on a fixed clock (December is PST, UTC-8).
const uploads = mkdtempSync(join(tmpdir(), 'sdp-pickup-mail-'));
afterAll(async () => {
  await backgroundRendersDone();
  rmSync(uploads, { recursive: true, force: true });
});
const ctx = useTestContext({ UPLOADS_DIR: uploads });
const stand = useStandIns();
const world = useTextWorld(ctx, stand);
let cookie = '';
let year = 0;
let deliveryWeek = '';

beforeAll(async () => {
  cookie = (await signedIn(ctx, 'staff')).cookie;
  const [season] = await ctx.sql<{ year: number; first: string }[]>`SELECT year, delivery_dates[1] AS first FROM season ORDER BY year DESC LIMIT 1`;
  year = season!.year;
  deliveryWeek = season!.first;
  await ctx.sql`UPDATE season SET pickup_dates = ${[`${year}-12-07`]}::date[] WHERE year = ${year}`;
});

let homes = 0;
/** A white-glove porch (its teardown includes the pick-up), delivered through the API, so its pick-up day is the season's 7 December. */
async function deliveredPorch(phone: string | null) {
  homes += 1;
  const email = `pickup.mail${homes}@example.com`;
  const id = await insertCrewOrder(ctx, { customerEmail: email, zipCode: '92037' });
  if (phone) await textConsent(ctx.sql, id, phone);
  const deliver = await ctx.appWith({ now: fixedClock(`${deliveryWeek}T18:00:00Z`) }).request(`${ctx.env.BASE_PATH}/api/admin/orders/${id}/deliver`, {
    method: 'POST', headers: { ...sameOrigin(ctx), cookie, 'content-type': 'application/json' }, body: '{}',
  });
  expect(deliver.status).toBe(200);
  return { id, email };
}
async function pickUp(id: string, pounds: number) {
  const form = new FormData();
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 110, b: 100 } } }).jpeg().toBuffer();
  form.append('file', new Blob([new Uint8Array(jpeg)]), 'cleared.jpg');
  form.append('kind', 'porch_cleared');
  const photo = await ctx.app.request(`${ctx.env.BASE_PATH}/api/admin/orders/${id}/photos`, { method: 'POST', headers: { ...sameOrigin(ctx), cookie }, body: form });
  expect(photo.status).toBe(201);
  return call(ctx, 'POST', `/api/admin/orders/${id}/pickup/done`, { cookie, body: { poundsDonated: pounds } });
}
const sweep = (iso: string) => queueDueMessages({ sql: ctx.sql, redis: null, redisPrefix: ctx.redisPrefix, logger: createLogger('silent'), now: fixedClock(iso) }, 'removal_reminder');
const textsTo = (phone: string) => world.sms.messages().filter((m) => m.to === phone);
/** The pick-up's e-mails to an address (a delivery without a saved card also e-mails the balance link: not this test's). */
const mailsTo = (email: string) => stand.smtp.messages().filter((m) => m.to.includes(email) && /^(Seasonal Removal|Picked up)/.test(m.subject));
const drained = () => waitUntil(async () => (await ctx.sql`SELECT 1 FROM outbox_events WHERE dispatched_at IS NULL`).length === 0, 30_000, 'the outbox drained');

describe('the pick-up reminder and thank-you', () => {
  it('remind once 48 h before the pick-up day and thank once after it, by text with consent, else by e-mail', async () => {
    const phone = '+16195554301';
    const texted = await deliveredPorch(phone);
    const mailed = await deliveredPorch(null);
    // 5 December, 09:00 PST: 48 h before 7 December 08:00 has passed, and texts may go.
    const morning = `${year}-12-05T17:00:00Z`;
    await world.workersAt(morning);
    await sweep(morning);
    await sweep(`${year}-12-05T17:05:00Z`); // the scheduler again: nothing more
    await waitUntil(() => textsTo(phone).length === 1, 15_000, 'the reminder text');
    await waitUntil(() => mailsTo(mailed.email).length === 1, 15_000, 'the reminder e-mail');
    expect(textsTo(phone)[0]!.body).toBe(`SD Pumpkin: our crew picks up your pumpkins and decor ${dayName(`${year}-12-07`)} between 8 AM and 6 PM. Leave everything where we can reach it; you need not be home. Reply STOP to opt out.`);
    expect(mailsTo(mailed.email)[0]!.subject).toBe(`Seasonal Removal: we collect your pumpkins ${dayName(`${year}-12-07`)}`);
    expect(mailsTo(texted.email)).toHaveLength(0);

    // The crew clears both porches on the day; the second tap of one (the phone's queue again) sends nothing more.
    expect((await pickUp(texted.id, 35)).status).toBe(200);
    expect((await pickUp(mailed.id, 20.5)).status).toBe(200);
    expect((await (await call(ctx, 'POST', `/api/admin/orders/${mailed.id}/pickup/done`, { cookie, body: { poundsDonated: 20.5 } })).json()).already).toBe(true);
    await waitUntil(() => textsTo(phone).length === 2, 15_000, 'the thank-you text');
    await waitUntil(() => mailsTo(mailed.email).length === 2, 15_000, 'the thank-you e-mail');
    await drained();
    await world.sms.idle();
    expect(textsTo(phone).map((m) => m.body)).toContain('SD Pumpkin: your porch is cleared. 35 lb of your pumpkins went to local farms as feed and compost. Thank you for a beautiful season! Reply STOP to opt out.');
    const thanks = mailsTo(mailed.email).find((m) => m.subject.startsWith('Picked up'))!;
    expect(thanks.subject).toBe('Picked up: thank you for a beautiful season');
    expect(thanks.text).toContain('20.5 lb of your pumpkins went to local farms');
    expect(textsTo(phone)).toHaveLength(2);
    expect(mailsTo(mailed.email)).toHaveLength(2);
    expect(mailsTo(texted.email)).toHaveLength(0);
    expect(await ctx.sql`SELECT 1 FROM email_log WHERE order_id = ${mailed.id} AND kind = 'pickup_thank_you' AND status = 'sent'`).toHaveLength(1);
  });
});
