import { describe, expect, it } from 'vitest';
import { textSendTime } from './quiet-hours.ts';

// docs/design.md §19: texts go between 08:00 and 21:00 San Diego time, and the clocks change twice a year. In 2026 they go forward
// at 02:00 on Sunday 8 March (PST, UTC-8, to PDT, UTC-7) and back at 02:00 on Sunday 1 November.
const sendTime = (iso: string) => textSendTime(new Date(iso)).toISOString();

describe('quiet hours on the day the clocks go forward (2026-03-08)', () => {
  it('07:59 PDT waits for 08:00 PDT; 08:00 goes at once', () => {
    expect(sendTime('2026-03-08T14:59:00Z')).toBe('2026-03-08T15:00:00.000Z');
    expect(sendTime('2026-03-08T15:00:00Z')).toBe('2026-03-08T15:00:00.000Z');
  });

  it('20:59 PDT goes at once; 21:00 waits for 08:00 PDT the next morning', () => {
    expect(sendTime('2026-03-09T03:59:00Z')).toBe('2026-03-09T03:59:00.000Z');
    expect(sendTime('2026-03-09T04:00:00Z')).toBe('2026-03-09T15:00:00.000Z');
  });

  it('21:00 PST the evening before, and the hour the clocks skip, wait for 08:00 PDT (ten hours on, not eleven)', () => {
    expect(sendTime('2026-03-08T05:00:00Z')).toBe('2026-03-08T15:00:00.000Z');
    expect(sendTime('2026-03-08T10:30:00Z')).toBe('2026-03-08T15:00:00.000Z'); // 03:30 PDT, just after 02:00 PST became 03:00
  });
});

describe('quiet hours on the day the clocks go back (2026-11-01)', () => {
  it('07:59 PST waits for 08:00 PST; 08:00 goes at once', () => {
    expect(sendTime('2026-11-01T15:59:00Z')).toBe('2026-11-01T16:00:00.000Z');
    expect(sendTime('2026-11-01T16:00:00Z')).toBe('2026-11-01T16:00:00.000Z');
  });

  it('20:59 PST goes at once; 21:00 waits for 08:00 PST the next morning', () => {
    expect(sendTime('2026-11-02T04:59:00Z')).toBe('2026-11-02T04:59:00.000Z');
    expect(sendTime('2026-11-02T05:00:00Z')).toBe('2026-11-02T16:00:00.000Z');
  });

  it('21:00 PDT the evening before, and the hour that comes twice, wait for 08:00 PST', () => {
    expect(sendTime('2026-11-01T04:00:00Z')).toBe('2026-11-01T16:00:00.000Z');
    expect(sendTime('2026-11-01T09:30:00Z')).toBe('2026-11-01T16:00:00.000Z'); // the second 01:30, in PST
  });
});
