import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { SeasonSettingsView } from '../api/admin-types.ts';
import { seasonFormSchema, toSeasonForm, toSeasonSettings } from './season-form.ts';

const view: SeasonSettingsView = {
  year: 2026,
  deliveryDates: ['2026-10-12', '2026-10-05'],
  capacity: { '2026-10-05': { 'white-glove': 3, 'drop-off': 6 }, '2026-10-12': { 'white-glove': 2, 'drop-off': 5 } },
  booked: { '2026-10-05': { 'white-glove': 1, 'drop-off': 0 }, '2026-10-12': { 'white-glove': 0, 'drop-off': 0 } },
  saleEndsAt: '2026-10-01T07:00:00.000Z',
  promoBannerEndsAt: '2026-10-01T06:59:59.000Z',
  bookingDeadline: '2026-10-15',
  peakSeasonAt: '2026-10-16T06:59:59.000Z',
  state: 'open',
  bookingOpensAt: null,
  saleStartsAt: null,
  bookingOpenedAt: null,
};

describe('season settings form', () => {
  it('shows dates in order with their capacity and times in San Diego wall time', () => {
    const form = toSeasonForm(view);
    expect(form.dates).toEqual([
      { date: '2026-10-05', whiteGlove: 3, dropOff: 6 },
      { date: '2026-10-12', whiteGlove: 2, dropOff: 5 },
    ]);
    expect(form.saleEndsAt).toBe('2026-10-01T00:00');
  });

  it('sends back exactly what it was given when nothing changed', () => {
    const settings = toSeasonSettings(toSeasonForm(view));
    expect(settings.deliveryDates).toEqual(['2026-10-05', '2026-10-12']);
    expect(settings.capacity).toEqual(view.capacity);
    expect(settings.saleEndsAt).toBe(view.saleEndsAt);
    expect(settings.promoBannerEndsAt).toBe(view.promoBannerEndsAt);
    expect(settings.peakSeasonAt).toBe(view.peakSeasonAt);
    expect(settings.bookingDeadline).toBe('2026-10-15');
  });

  it('refuses a repeated date, a negative capacity and an empty season', () => {
    const form = toSeasonForm(view);
    const repeated = v.safeParse(seasonFormSchema, { ...form, dates: [form.dates[0], form.dates[0]] });
    expect(repeated.issues?.map((i) => i.message)).toContain('Each delivery date may appear once');
    const negative = v.safeParse(seasonFormSchema, { ...form, dates: [{ date: '2026-10-05', whiteGlove: -1, dropOff: 2 }] });
    expect(negative.issues?.[0]?.message).toBe('Cannot be negative');
    expect(v.safeParse(seasonFormSchema, { ...form, dates: [] }).issues?.[0]?.message).toBe('At least one delivery date is needed');
  });

  it('keeps the pick-up days in order, refuses one twice, and sends none when staff left none (the season keeps its own)', () => {
    const form = toSeasonForm({ ...view, pickupDates: ['2026-11-14', '2026-11-07'] });
    expect(form.pickupDates).toEqual([{ date: '2026-11-07' }, { date: '2026-11-14' }]);
    expect(toSeasonSettings(form).pickupDates).toEqual(['2026-11-07', '2026-11-14']);
    const twice = v.safeParse(seasonFormSchema, { ...form, pickupDates: [{ date: '2026-11-07' }, { date: '2026-11-07' }] });
    expect(twice.issues?.map((i) => i.message)).toContain('Pick-up days must not repeat');
    expect('pickupDates' in toSeasonSettings({ ...form, pickupDates: [] })).toBe(false);
  });
});

