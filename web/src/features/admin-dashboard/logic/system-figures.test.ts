import { describe, expect, it } from 'vitest';
import type { SystemStatus } from '@sdp/shared/wire-staff';
import { outcomeTotals, systemHeadline, waitInWords } from './system-figures.ts';

const status = (over: Partial<SystemStatus>): SystemStatus => ({
  ready: true, redis: 'ok', workers: { status: 'ok', lastHeartbeatAt: '2026-10-03T16:00:00.000Z' }, queues: [], outboxLagSeconds: 0, payments: [], messages: [], ...over,
});

describe('the system card in words', () => {
  it('says a wait plainly', () => {
    expect([0, 0.4, 42, 300, 7_500].map(waitInWords)).toEqual(['none', '< 1 s', '42 s', '5 min', '2 h 5 min']);
  });

  it('heads with what is wrong: Redis first, then stalled workers', () => {
    expect(systemHeadline(status({})).label).toBe('All running');
    expect(systemHeadline(status({ workers: { status: 'stalled', lastHeartbeatAt: null } }))).toMatchObject({ tone: 'bad', label: 'Workers stalled' });
    expect(systemHeadline(status({ redis: 'down', queues: null, workers: { status: 'stalled', lastHeartbeatAt: null } })).label).toBe('Queues unreachable');
  });

  it('adds up outcomes', () => {
    const rows = [{ outcome: 'sent', count: 3 }, { outcome: 'delivered', count: 2 }, { outcome: 'failed', count: 1 }, { outcome: 'sending', count: 4 }];
    expect(outcomeTotals(rows, ['sent', 'delivered'], ['failed'])).toEqual({ good: 5, bad: 1 });
  });
});
