import { projectTypeLabel } from '@sdp/shared/schemas/quote';
import type { Stack } from './stack.ts';
import { percentile } from './stats.ts';

export interface MailLatency {
  quotes: number;
  confirmation: { p50: number; p99: number; max: number };
  notification: { p50: number; p99: number; max: number };
  /** Where the customer's confirmation spent its time (p50 and p99 of each step, from the rows' own timestamps). */
  steps: Record<'relay' | 'queue' | 'send', { p50: number; p99: number; max: number }>;
}

const spread = (xs: number[]) => ({ p50: percentile(xs, 50), p99: percentile(xs, 99), max: Math.max(...xs) });

/**
 * quote.created -> e-mail accepted by SMTP (docs/design.md §9), over `count` quotes posted at `rate` a second: from the quote's
 * created_at (the transaction that also wrote its outbox event) to the moment the SMTP catcher accepted each of its two mails
 * (the customer's confirmation, and the staff notification, whose subject carries the customer's unique name).
 */
export async function measureMailLatency(stack: Stack, count: number, rate: number): Promise<MailLatency> {
  const tag = `m${stack.runId}`;
  const posts: Promise<Response>[] = [];
  const started = performance.now();
  for (let i = 0; i < count; i += 1) {
    const wait = started + (i * 1000) / rate - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    posts.push(fetch(`${stack.apiUrl}/api/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        customerName: `Bench Customer ${tag}-${i}`,
        customerEmail: `bench.${tag}.${i}@example.com`,
        customerPhone: '858-555-0100',
        projectType: 'hoa',
        projectDescription: 'Entrance displays for the three gates of our HOA in Carmel Valley.',
      }),
    }));
  }
  const refused = (await Promise.all(posts)).filter((res) => res.status !== 201).length;
  if (refused > 0) throw new Error(`${refused} of ${count} quotes were refused`);
  const mine = (m: { to: string[]; subject: string }) => m.subject.includes(tag) || m.to.some((to) => to.includes(tag));
  await stack.catcher.waitFor((messages) => messages.filter(mine).length >= count * 2, 120_000);

  const quotes = await stack.sql<{ customer_name: string; customer_email: string; created_at: Date }[]>`
    SELECT customer_name, customer_email, created_at FROM custom_quotes WHERE customer_email LIKE ${`bench.${tag}.%`}`;
  const acceptedAt = new Map<string, number>();
  for (const m of stack.catcher.messages().filter(mine)) {
    const key = m.to.includes('staff@sdpumpkin.test') ? m.subject : m.to[0]!;
    acceptedAt.set(key, Date.parse(m.receivedAt));
  }
  const confirmation: number[] = [];
  const notification: number[] = [];
  for (const q of quotes) {
    const created = q.created_at.getTime();
    confirmation.push(acceptedAt.get(q.customer_email)! - created);
    notification.push(acceptedAt.get(`New quote request: ${q.customer_name} (${projectTypeLabel('hoa')})`)! - created);
  }
  if (quotes.length !== count || [...confirmation, ...notification].some(Number.isNaN)) throw new Error('a quote is missing a mail');
  stack.catcher.clear();
  return { quotes: count, confirmation: spread(confirmation), notification: spread(notification), steps: await confirmationSteps(stack, tag) };
}

/**
 * The customer confirmation's path in three steps, read from the rows each step writes: the relay (the event's insert to its
 * dispatch), the queue (dispatch to the job's 'sending' row: BullMQ's wait and the job's reads) and the send (that row to 'sent':
 * the SMTP exchange). Milliseconds; the clocks are PostgreSQL's, so the steps add up without any skew between processes.
 */
async function confirmationSteps(stack: Stack, tag: string): Promise<MailLatency['steps']> {
  const rows = await stack.sql<{ relay: number; queue: number; send: number }[]>`
    SELECT extract(epoch FROM e.dispatched_at - e.created_at) * 1000 AS relay,
      extract(epoch FROM l.created_at - e.dispatched_at) * 1000 AS queue,
      extract(epoch FROM l.updated_at - l.created_at) * 1000 AS send
    FROM custom_quotes q
    JOIN outbox_events e ON e.type = 'quote.created' AND e.payload ->> 'quoteId' = q.id::text
    JOIN email_log l ON l.quote_id = q.id AND l.kind = 'quote_confirmation' AND l.status = 'sent'
    WHERE q.customer_email LIKE ${`bench.${tag}.%`}`;
  return { relay: spread(rows.map((r) => Number(r.relay))), queue: spread(rows.map((r) => Number(r.queue))), send: spread(rows.map((r) => Number(r.send))) };
}
