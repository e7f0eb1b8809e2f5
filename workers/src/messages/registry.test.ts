import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMAIL_KINDS, type EmailKind } from '@sdp/server/queues';
import { describe, expect, it } from 'vitest';
import { planJobs, routeMessages, type PlannedJob } from '../relay-plan.ts';
import { MESSAGES, TEXT_ONLY, textConsent } from './registry.ts';

// docs/design.md §23: one registry of messages; the relay decides e-mail or text from it, once.
const subjectOf = (kind: EmailKind) => ({ type: MESSAGES[kind].subject, id: 's1' }) as Extract<PlannedJob, { queue: 'email' }>['data']['subject'];
const emailJob = (kind: EmailKind, name: string = kind): PlannedJob =>
  ({ queue: 'email', jobId: `e1:email:${name}`, name, data: { eventId: 'e1', kind, subject: subjectOf(kind), enqueuedAt: 7 } });

describe('the message registry', () => {
  it('has every e-mail kind, each with a composer; every text the relay decides has its words', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...EMAIL_KINDS].sort());
    for (const kind of EMAIL_KINDS) {
      const { compose, text } = MESSAGES[kind];
      expect(typeof compose, kind).toBe('function');
      if (text?.channel === 'instead' || text?.channel === 'beside') expect(typeof text.words, kind).toBe('function');
      // A text that falls back to its e-mail must name what the e-mail is about from text.failed's ids.
      if (text?.fallback === 'email') expect(['order', 'weather_care'], kind).toContain(MESSAGES[kind].subject);
    }
  });

  it('gives each text its consent rule: our own texts need the number\'s consent, STOP\'s answer always goes, a reply only needs no STOP', () => {
    expect(textConsent('delivery_reminder')).toBe('own-consent');
    expect(textConsent('weather_care')).toBe('own-consent');
    expect(textConsent('staff_reply')).toBe('own-consent');
    expect(textConsent('opted_out')).toBe('always');
    expect(textConsent('confirmed')).toBe('not-stopped');
    for (const kind of Object.keys(TEXT_ONLY)) expect(Object.hasOwn(MESSAGES, kind), kind).toBe(false);
  });
});

describe('the relay plans each kind\'s channel from the registry', () => {
  it('a text recorded for a kind sent instead of its e-mail replaces the e-mail job; beside it, follows it; an e-mail-only kind stays an e-mail', () => {
    for (const kind of EMAIL_KINDS) {
      const channel = MESSAGES[kind].text?.channel;
      const planned = routeMessages([emailJob(kind)], new Map([[`e1:${kind}`, 't1']]));
      const text = { queue: 'texts', jobId: `e1:texts:${kind}`, name: 'send', data: { eventId: 'e1', subject: { type: 'text', id: 't1' }, enqueuedAt: 7 } };
      if (channel === 'instead') expect(planned, kind).toEqual([text]);
      else if (channel === 'beside') expect(planned, kind).toEqual([emailJob(kind), text]);
      else expect(planned, kind).toEqual([emailJob(kind)]);
      // No text recorded (no consent, texts off, STOP): the e-mail.
      expect(routeMessages([emailJob(kind)], new Map()), kind).toEqual([emailJob(kind)]);
    }
  });

  it('gives a text job the trace context of the e-mail job it comes from, instead or beside (docs/design.md §25)', () => {
    const telemetry = { metadata: '{"traceparent":"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"}' };
    for (const kind of ['delivery_reminder', 'renewal_offer'] as const) {
      const planned = routeMessages([{ ...emailJob(kind), telemetry }], new Map([[`e1:${kind}`, 't1']]));
      const text = planned.find((job) => job.queue === 'texts');
      expect(text?.telemetry, kind).toEqual(telemetry);
    }
  });

  it('never turns a staff resend or a failed text\'s e-mail into a text', () => {
    for (const name of ['resend', 'text_fallback']) {
      expect(routeMessages([emailJob('delivery_reminder', name)], new Map([['e1:delivery_reminder', 't1']]))).toEqual([emailJob('delivery_reminder', name)]);
    }
  });

  it('plans a failed text\'s e-mail exactly for the kinds whose fallback is the e-mail', () => {
    for (const kind of EMAIL_KINDS) {
      const jobs = planJobs({ id: 'e2', type: 'text.failed', payload: { textId: 't1', orderId: 'o1', kind, careId: 'c1' } }, [], 0);
      const spec = MESSAGES[kind];
      if (spec.text?.fallback !== 'email') expect(jobs, kind).toEqual([]);
      else expect(jobs, kind).toEqual([{
        queue: 'email', jobId: 'e2:email:text_fallback', name: 'text_fallback',
        data: { eventId: 'e2', kind, subject: { type: spec.subject, id: spec.subject === 'weather_care' ? 'c1' : 'o1' }, enqueuedAt: 0 },
      }]);
    }
    expect(planJobs({ id: 'e3', type: 'text.failed', payload: { textId: 't1', orderId: 'o1', kind: 'staff_reply' } }, [], 0)).toEqual([]);
  });
});

describe('message kinds', () => {
  it('are listed once: no source file but the list of names (server/src/queues.ts) and the scheduled ones (shared) lists two or more', () => {
    const root = join(import.meta.dirname, '..', '..', '..');
    const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [join(dir, entry.name)] : []);
    const kinds = new Set<string>(EMAIL_KINDS);
    const listing = ['workers/src', 'server/src', 'shared/src', 'api/src'].flatMap((dir) => files(join(root, dir))).filter((file) => {
      // NOTE: a list is an array literal of names only (comments aside), e.g. ['delivery_reminder', 'balance_follow_up'].
      const source = readFileSync(file, 'utf8').replace(/\/\/.*$/gm, '');
      const arrays = [...source.matchAll(/\[((?:\s*(?:'[a-z_]+'|\.\.\.[\w.]+)\s*,?)+)\s*\]/g)]
        .map(([, inner]) => [...inner!.matchAll(/'([a-z_]+)'/g)].filter(([, k]) => kinds.has(k!)).length);
      return arrays.some((n) => n >= 2);
    }).map((file) => file.slice(root.length + 1));
    expect(listing.sort()).toEqual(['server/src/queues.ts', 'shared/src/events.ts']);
  });
});
