import { projectTypeLabel } from '@sdp/shared/schemas/quote';
import type { Stack } from './stack.ts';
import { percentile } from './stats.ts';

export interface MailLatency {
  quotes: number;
  confirmation: { p50: number; p99: number; max: number };
  notification: { p50: number; p99: number; max: number };
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
  return { quotes: count, confirmation: spread(confirmation), notification: spread(notification) };
}
