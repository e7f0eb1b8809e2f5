import { describe, expect, it } from 'vitest';
import type { DehydratedState } from '@tanstack/react-query';
import type { HeldKey } from '../../../lib/kept-on-phone.ts';
import { freshQueries, heardFromServer, KEPT_FOR_MS, keyStillLive } from './phone-store.ts';

const HOUR = 60 * 60 * 1000;
const signedInAt = Date.parse('2026-10-24T14:00:00Z');
// What the server answered at sign-in (ADR 168): 8 h idle less a minute, 7 days at most.
const key = { idleMs: 8 * HOUR - 60_000, endsAt: signedInAt + 7 * 24 * HOUR, until: signedInAt + 8 * HOUR - 60_000 } as HeldKey;
const query = (fetchedAt: number) => ({ queryKey: ['run-sheet', fetchedAt], state: { dataUpdatedAt: fetchedAt } }) as unknown as DehydratedState['queries'][number];

describe('what the crew phone may still open without signal (ADR 168)', () => {
  it('opens the kept sheet while the session behind it can still be live, and not once it has certainly ended (idle)', () => {
    expect(keyStillLive(key, signedInAt + 7 * HOUR)).toBe(true);
    expect(keyStillLive(key, signedInAt + 8 * HOUR)).toBe(false);
  });

  it('counts the idle stretch from the server\'s last answer, never past the session\'s absolute end', () => {
    const heardAt = signedInAt + 5 * HOUR;
    expect(keyStillLive(heardFromServer(key, heardAt), heardAt + 7 * HOUR)).toBe(true);
    expect(keyStillLive(heardFromServer(key, heardAt), heardAt + 8 * HOUR)).toBe(false);
    const lastDay = key.endsAt - 2 * HOUR;
    expect(heardFromServer(key, lastDay).until).toBe(key.endsAt);
  });

  it('keeps a run sheet a day from when the server sent it, however often it is opened offline since', () => {
    const fetchedAt = signedInAt;
    const kept = [query(fetchedAt), query(fetchedAt + 2 * HOUR)];
    expect(freshQueries(kept, fetchedAt + KEPT_FOR_MS - 1)).toHaveLength(2);
    expect(freshQueries(kept, fetchedAt + KEPT_FOR_MS + HOUR)).toEqual([kept[1]]);
    expect(freshQueries(kept, fetchedAt + KEPT_FOR_MS + 2 * HOUR)).toEqual([]);
  });
});
