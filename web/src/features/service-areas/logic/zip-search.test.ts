import { describe, expect, it } from 'vitest';
import { searchZip, servedZipIndex } from './zip-search.ts';

const index = servedZipIndex([
  { name: 'Local Delivery', zipCodes: ['92126', '92121'] },
  { name: 'Extended Delivery', zipCodes: ['92067'] },
]);

describe('service-area zip search', () => {
  it('says served, with the zone, for a listed zip', () => {
    expect(searchZip(index, '92126')).toEqual({ zip: '92126', served: true, zoneName: 'Local Delivery' });
    expect(searchZip(index, ' 92067 ')).toEqual({ zip: '92067', served: true, zoneName: 'Extended Delivery' });
  });

  it('says not served for anything else', () => {
    expect(searchZip(index, '10001')).toEqual({ zip: '10001', served: false });
    expect(searchZip(index, '921')).toEqual({ zip: '921', served: false });
  });

  it('shows nothing for an empty box', () => {
    expect(searchZip(index, '')).toBeNull();
    expect(searchZip(index, '   ')).toBeNull();
  });

  it('indexes every zip of every zone', () => {
    expect(index.size).toBe(3);
  });
});
