import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLACE_ZIPS } from '../constants/zip-places.ts';
import { cityMismatch } from './city-for-zip.ts';

describe('a city checked against its zip', () => {
  it('refuses a known place that is not the zip\'s, naming the right one', () => {
    expect(cityMismatch('Del Mar', '92037')).toBe('La Jolla');
    expect(cityMismatch('Oceanside', '91910')).toBe('Chula Vista');
  });
  it('accepts the zip\'s own place however it is typed, the county\'s name, the Postal Service\'s other names, and neighbourhoods it cannot judge', () => {
    for (const [city, zip] of [['La Jolla', '92037'], ['la jolla', '92037'], ['San Diego', '92037'], ['Del Mar', '92014'], ['CARDIFF', '92007'],
      ['Encinitas', '92007'], ['San Diego', '92036'], ['Mira Mesa', '92126'], ['Rancho Bernardo', '92127'], ['San Diego', '92126'], ['Anywhere', '90210']]) {
      expect(cityMismatch(city!, zip!), `${city} ${zip}`).toBeNull();
    }
  });
  it('holds the same places as the served-zip seed (ADR 003)', () => {
    const seed = JSON.parse(readFileSync(new URL('../../../api/src/db/seed/zip-codes.json', import.meta.url), 'utf8')) as { zips: { zipCode: string; place: string }[] };
    const fromSeed: Record<string, string[]> = {};
    for (const row of seed.zips) (fromSeed[row.place] ??= []).push(row.zipCode);
    expect(Object.fromEntries(Object.entries(PLACE_ZIPS).map(([place, zips]) => [place, zips.split(' ').sort()]))).toEqual(
      Object.fromEntries(Object.entries(fromSeed).map(([place, zips]) => [place, zips.sort()])),
    );
  });
});
