import { describe, expect, it } from 'vitest';
import { parseReserveSearch } from './reserve-search.ts';

describe('parseReserveSearch', () => {
  it('keeps a package id and a known service level', () => {
    expect(parseReserveSearch({ package: 'pkg-classic', service: 'drop-off' })).toEqual({ package: 'pkg-classic', service: 'drop-off' });
    expect(parseReserveSearch({ service: 'white-glove' })).toEqual({ service: 'white-glove' });
  });

  it('drops what it does not know rather than failing: other keys, unknown services, non-strings, empty or over-long ids', () => {
    expect(parseReserveSearch({ service: 'express', utm_source: 'flyer' })).toEqual({});
    expect(parseReserveSearch({ package: 42, service: ['drop-off'] })).toEqual({});
    expect(parseReserveSearch({ package: '' })).toEqual({});
    expect(parseReserveSearch({ package: 'x'.repeat(65) })).toEqual({});
    expect(parseReserveSearch({ package: 'x'.repeat(64) })).toEqual({ package: 'x'.repeat(64) });
  });
});
