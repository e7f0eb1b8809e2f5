import type { SystemStatus } from '@sdp/shared/wire-staff';

/** A wait in words: "none", "< 1 s", "42 s", "3 min", "2 h 5 min". */
export function waitInWords(seconds: number): string {
  if (seconds <= 0) return 'none';
  if (seconds < 1) return '< 1 s';
  if (seconds < 90) return `${Math.round(seconds)} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/** The card's headline: whether the site and its workers keep up, in words a non-engineer reads. */
export function systemHeadline(status: SystemStatus): { tone: 'good' | 'bad'; label: string; detail: string } {
  if (status.redis === 'down') return { tone: 'bad', label: 'Queues unreachable', detail: 'Redis does not answer: e-mails and texts wait in the outbox.' };
  if (status.workers.status === 'stalled') {
    return { tone: 'bad', label: 'Workers stalled', detail: status.workers.lastHeartbeatAt ? 'No worker has checked in for over 2 minutes.' : 'No worker has checked in yet.' };
  }
  return { tone: 'good', label: 'All running', detail: 'Workers checked in within the last 2 minutes.' };
}

/** Sent and failed of one channel, or of payments (succeeded and failed), summed over their outcomes. */
export function outcomeTotals(rows: { outcome: string; count: number }[], good: readonly string[], bad: readonly string[]) {
  const sum = (names: readonly string[]) => rows.filter((r) => names.includes(r.outcome)).reduce((total, r) => total + r.count, 0);
  return { good: sum(good), bad: sum(bad) };
}
