import { describe, expect, it } from 'vitest';
import { pacificDateTime } from './pacific-time.ts';

describe('pacificDateTime', () => {
  it('says an instant in San Diego time, summer and winter alike', () => {
    expect(pacificDateTime(new Date('2026-10-03T16:15:00Z'))).toBe('Oct 3, 2026, 9:15 AM PT');
    expect(pacificDateTime('2026-12-01T04:05:00Z')).toBe('Nov 30, 2026, 8:05 PM PT');
  });
});
