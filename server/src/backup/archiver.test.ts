import { describe, expect, it } from 'vitest';
import { archiverWarning } from './archiver.ts';

// When the admin dashboard warns about the WAL archive (docs/design.md §24, ADR 232).
const now = new Date('2026-11-28T17:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const healthy = { configured: true, lastArchivedAt: ago(40), lastFailedAt: null, failedCount: 0, waitingSegments: 0 };

describe('archiverWarning', () => {
  it('says nothing when archiving is not configured (development), or keeps up', () => {
    expect(archiverWarning({ ...healthy, configured: false, lastArchivedAt: null }, now)).toBeNull();
    expect(archiverWarning(healthy, now)).toBeNull();
  });

  it('warns when the newest attempt failed, however recent the last success', () => {
    expect(archiverWarning({ ...healthy, lastFailedAt: ago(10), failedCount: 3 }, now)).toBe('WAL archiving is failing: 3 failed attempts, the last 10 seconds ago');
    // An old failure followed by successes is history, not a fault.
    expect(archiverWarning({ ...healthy, lastFailedAt: ago(600), failedCount: 1 }, now)).toBeNull();
  });

  it('warns when segments wait and the last success is older than five minutes; an idle server with nothing waiting is fine', () => {
    expect(archiverWarning({ ...healthy, lastArchivedAt: ago(420), waitingSegments: 2 }, now)).toBe('WAL archiving is behind: the last successful archive was 7 minutes ago');
    expect(archiverWarning({ ...healthy, lastArchivedAt: ago(420), waitingSegments: 0 }, now)).toBeNull();
    expect(archiverWarning({ ...healthy, lastArchivedAt: ago(420), waitingSegments: null }, now)).toContain('behind');
    expect(archiverWarning({ ...healthy, lastArchivedAt: null, waitingSegments: 1 }, now)).toBe('WAL archiving has not archived anything yet');
  });
});
