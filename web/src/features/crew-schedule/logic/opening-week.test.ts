import { describe, expect, it } from 'vitest';
import type { ScheduledOrder, ScheduleWeek } from '@sdp/shared/wire-crew';
import { addDays } from '@sdp/shared/pacific-time';
import { sanDiegoToday } from './crew-days.ts';
import { openingWeek } from './opening-week.ts';

// A season of four delivery weeks (Mondays), the first one past and empty by mid-October: /crew used to open on it (issue 36, item 12).
const home = { customerName: 'A porch', crew: 1, crewDay: null } as ScheduledOrder;
const week = (monday: string, homes: number): ScheduleWeek => ({
  deliveryDate: monday,
  days: Array.from({ length: 7 }, (_, i) => addDays(monday, i)),
  levels: [],
  orders: Array.from({ length: homes }, () => home),
});
const season = [week('2026-09-28', 0), week('2026-10-05', 3), week('2026-10-12', 0), week('2026-10-19', 2)];
const opens = (today: string, weeks = season) => openingWeek(weeks, today)?.deliveryDate;

describe('the week /crew opens on, by the San Diego date', () => {
  it('opens on the current week with homes, not the season\'s past, empty first week', () => {
    expect(opens('2026-10-07')).toBe('2026-10-05');
    expect(opens('2026-10-11')).toBe('2026-10-05'); // Sunday: still that week's crew days
  });

  it('moves on to the next week with homes once the current one is empty or over', () => {
    expect(opens('2026-10-12')).toBe('2026-10-19');
    expect(opens('2026-10-25')).toBe('2026-10-19');
  });

  it('before the season, opens on its first week with homes', () => {
    expect(opens('2026-08-15')).toBe('2026-10-05');
  });

  it('falls back to the current or next week when every week ahead is empty, and to the last week with homes after the season', () => {
    const quiet = [week('2026-09-28', 4), week('2026-10-05', 0), week('2026-10-12', 0)];
    expect(opens('2026-10-06', quiet)).toBe('2026-10-05');
    expect(opens('2026-11-20')).toBe('2026-10-19');
    expect(opens('2026-11-20', [week('2026-09-28', 0), week('2026-10-05', 0)])).toBe('2026-10-05');
    expect(openingWeek([], '2026-10-07')).toBeUndefined();
  });

  it('reads today in San Diego: 11 PM Sunday Oct 11 there is already Monday in UTC', () => {
    expect(sanDiegoToday(new Date('2026-10-12T06:00:00Z'))).toBe('2026-10-11');
    expect(opens(sanDiegoToday(new Date('2026-10-12T06:00:00Z')))).toBe('2026-10-05');
    expect(opens(sanDiegoToday(new Date('2026-10-12T08:00:00Z')))).toBe('2026-10-19');
  });
});
