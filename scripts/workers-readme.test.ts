import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OUTBOX_EVENT_TYPES, SCHEDULED_ORDER_MESSAGES, ZAPIER_EVENTS, type OutboxEventType, type ScheduledOrderMessage } from '@sdp/shared';
import { QUEUE_NAMES } from '@sdp/server/queues';
import { describe, expect, it } from 'vitest';
import { planJobs, type OutboxRow } from '../workers/src/relay-plan.ts';

// workers/README.md names every queue and, for every outbox event, the jobs the relay makes of it (workers/src/relay-plan.ts).
const readme = readFileSync(join(import.meta.dirname, '..', 'workers', 'README.md'), 'utf8');
const filesUnder = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
  entry.isDirectory() ? filesUnder(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []);
const cells = (line: string) => line.split('|').slice(1, -1).map((cell) => cell.trim());
const tableRows = readme.split('\n').filter((line) => line.startsWith('| `')).map(cells);

/** The README row naming `type` in its first cell, as text. */
const rowOf = (type: string) => tableRows.find(([first]) => first!.split(', ').includes(`\`${type}\``))?.[1];

/** An event whose payload has every id any plan reads; `details_changed` names the phone so its CRM job is planned. */
const event = (type: OutboxEventType, kind: ScheduledOrderMessage = 'delivery_reminder'): OutboxRow => ({
  id: 'e', type,
  payload: { orderId: 'o', quoteId: 'q', entryId: 'w', type: 'order', id: 'o', date: '2027-10-04', attempt: 1, paymentIntentId: 'pi', refundId: 're', fields: ['customer_phone'], kind },
});
const everyHook = ZAPIER_EVENTS.map((e, i) => ({ id: `hook${i}`, event: e }));

describe('workers/README.md', () => {
  it('lists the six queues', () => {
    expect(QUEUE_NAMES).toHaveLength(6);
    for (const queue of QUEUE_NAMES) expect(rowOf(queue), queue).toBeDefined();
  });

  it('names, for every outbox event, each job the relay plans for it', () => {
    for (const type of OUTBOX_EVENT_TYPES) {
      const row = rowOf(type);
      expect(row, type).toBeDefined();
      const kinds = type === 'order.message_due' ? SCHEDULED_ORDER_MESSAGES : [undefined];
      const jobs = kinds.flatMap((kind) => planJobs(event(type, kind), everyHook, 0));
      if (jobs.length === 0) expect(row, type).toMatch(/^none/);
      for (const job of jobs) expect(row, type).toContain(job.queue === 'zapier' ? '`zapier:${subscriptionId}`' : `\`${job.queue}:${job.name}\``);
    }
  });

  it('names every job scheduler in its Scheduled work section', () => {
    const section = readme.slice(readme.indexOf('## Scheduled work'), readme.indexOf('\n## ', readme.indexOf('## Scheduled work') + 1));
    // NOTE: every file that builds a ScheduledTask (workers/src/schedules.ts), wherever it lives, so a scheduler added in a new
    // file is caught too; an id given by a constant is read from the constant's declaration.
    const sources = ['workers/src', 'server/src'].flatMap((dir) => filesUnder(join(import.meta.dirname, '..', dir)))
      .filter((file) => !file.endsWith('.test.ts') && !file.endsWith('schedules.ts'))
      .map((file) => readFileSync(file, 'utf8'))
      .filter((source) => /\bScheduledTask\b/.test(source));
    const source = sources.join('\n');
    const constants = new Map(['workers/src', 'server/src'].flatMap((dir) => filesUnder(join(import.meta.dirname, '..', dir)))
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/export const ([A-Z_]+) = '([a-z-]+)'/g)].map(([, name, value]) => [name!, value!] as const)));
    const ids = [...source.matchAll(/\bid: (?:'([a-z-]+)'|([A-Z_]+)\b)/g)].map(([, literal, constant]) => literal ?? constants.get(constant!) ?? constant!);
    expect(ids).toEqual(expect.arrayContaining(['expire-unpaid-orders', 'weather-care', 'delivery-reminders', 'roll-up-visits', 'match-link-requests',
      'tell-waitlist-booking-opens', 'send-renewal-offers', 'lapse-renewal-holds', 'staff-call-list']));
    for (const id of ids) expect(section, id).toContain(`\`${id}\``);
  });
});
