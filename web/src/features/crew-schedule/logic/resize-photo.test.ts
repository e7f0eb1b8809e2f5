import { describe, expect, it } from 'vitest';
import { fitWithin } from './resize-photo.ts';

describe('fitWithin', () => {
  it('brings a 12 MP photo to 2000 px on its longest side, either way up, and never enlarges', () => {
    expect(fitWithin(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(1200, 800)).toEqual({ width: 1200, height: 800 });
    expect(fitWithin(4000, 1)).toEqual({ width: 2000, height: 1 });
  });
});
