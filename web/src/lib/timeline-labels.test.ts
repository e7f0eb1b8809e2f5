import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_ACTION, EMAIL, STAFF_ACTION, describeTimelineEntry } from './timeline-labels.ts';

// Issue 25 item 12: the timeline showed "assign_crew". Every action the code can write into order_timeline, and every e-mail kind,
// must have words; this reads the sources that write them, so a new action without a label fails here, not on a staff member's screen.
const ROOT = new URL('../../../', import.meta.url).pathname;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [readFileSync(path, 'utf8')] : [];
  });
}

/** Actions passed to recordOrderAction, and those written straight into order_timeline (the call list's "called"). */
function recordedActions(): string[] {
  const found = new Set<string>();
  for (const source of ['api/src', 'server/src', 'workers/src'].flatMap((dir) => sources(join(ROOT, dir)))) {
    for (const m of source.matchAll(/recordOrderAction\(\s*\w+,\s*[\w.!]+,\s*[\w.]+,\s*'([a-z_]+)'/g)) found.add(m[1]!);
    if (source.includes('INSERT INTO order_timeline')) for (const m of source.matchAll(/action: '([a-z_]+)'/g)) found.add(m[1]!);
  }
  return [...found].sort();
}

describe('every timeline entry reads in words', () => {
  it('finds the actions the code records (the finder itself works)', () => {
    expect(recordedActions()).toEqual(expect.arrayContaining(['assign_crew', 'called', 'cancel', 'deliver', 'refund', 'reschedule', 'unassign_crew']));
  });

  it('has a label for every recorded action, by staff or by the customer', () => {
    const missing = recordedActions().filter((action) => !STAFF_ACTION[action] && !CUSTOMER_ACTION[action]);
    expect(missing).toEqual([]);
  });

  it('has a label for every e-mail kind', () => {
    const queues = readFileSync(join(ROOT, 'server/src/queues.ts'), 'utf8');
    const list = /EMAIL_KINDS = \[([\s\S]*?)\] as const/.exec(queues)![1]!;
    const kinds = [...list.replace(/\/\/.*$/gm, '').matchAll(/'([a-z_]+)'/g)].map((m) => m[1]!);
    expect(kinds.length).toBeGreaterThan(10);
    expect(kinds.filter((kind) => !EMAIL[kind])).toEqual([]);
  });

  it('says how "On my way" went and the window it gave, and the after photos (ADR 133-135)', () => {
    const at = '2027-10-04T16:05:00.000Z';
    const by = { id: 'u1', name: 'Dana' };
    expect(describeTimelineEntry({ at, kind: 'staff_action', detail: { action: 'on_my_way', channel: 'text', from: '09:00', to: '10:00' }, by })).toBe(
      'Told the customer "On my way" by text, arriving 9:00 AM – 10:00 AM');
    expect(describeTimelineEntry({ at, kind: 'staff_action', detail: { action: 'on_my_way', channel: 'email', from: '11:45', to: '12:45', reason: 'no consent to texts' }, by })).toBe(
      'Told the customer "On my way" by e-mail, arriving 11:45 AM – 12:45 PM (no consent to texts)');
    expect(describeTimelineEntry({ at, kind: 'staff_action', detail: { action: 'after_photo', imageId: 'i1' }, by })).toBe('Added an after photo of the porch');
  });

  it('says who went on which crew day, and an early delivery with its reason', () => {
    const at = '2027-10-04T17:00:00.000Z';
    const by = { id: 'u1', name: 'Dana' };
    expect(describeTimelineEntry({ at, kind: 'staff_action', detail: { action: 'assign_crew', crew: 2, day: '2027-10-19' }, by })).toBe('Scheduled with crew 2 on Tue, Oct 19');
    expect(describeTimelineEntry({ at, kind: 'staff_action', detail: { action: 'unassign_crew' }, by })).toBe('Taken off the crew schedule');
    expect(describeTimelineEntry({ at, kind: 'staff_action', detail: { action: 'deliver', early: true, reason: 'Photo shoot' }, by })).toBe(
      'Marked delivered before its week: Photo shoot');
    expect(describeTimelineEntry({ at, kind: 'staff_action', detail: { action: 'cancel', refund: '547.50', decidedBy: 'policy' }, by })).toBe(
      'Cancelled the order, $547.50 of the deposit refunded');
    expect(describeTimelineEntry({ at, kind: 'staff_action', detail: { action: 'some_new_thing' }, by })).toBe('Some new thing');
  });
});
