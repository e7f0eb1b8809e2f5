import { describe, expect, it } from 'vitest';
import { featurePreview, groupCollections } from './group-collections.ts';

const pkg = (name: string, whiteGlovePrice: string) => ({ name, whiteGlovePrice });

describe('collections by White-Glove price', () => {
  it('puts $1,500 and above in the featured Premium Estate Collection, highest first', () => {
    const [premium] = groupCollections([pkg('Autumn Embrace', '1525.00'), pkg('Golden Harvest', '1825.00'), pkg('Edge', '1500.00')]);
    expect(premium).toMatchObject({ name: 'Premium Estate Collection', featured: true });
    expect(premium?.packages.map((p) => p.name)).toEqual(['Golden Harvest', 'Autumn Embrace', 'Edge']);
  });

  it('puts $1,000 up to under $1,500 in Classic Autumn and under $1,000 in Cozy Cottage', () => {
    const groups = groupCollections([pkg('A', '1499.99'), pkg('B', '1000.00'), pkg('C', '999.99')]);
    expect(groups.map((g) => [g.name, g.packages.map((p) => p.name)])).toEqual([
      ['Classic Autumn Collection', ['A', 'B']],
      ['Cozy Cottage Collection', ['C']],
    ]);
  });

  it('hides a collection with no packages (the seeded catalog has no Cozy Cottage)', () => {
    const names = groupCollections([pkg('Golden Harvest', '1825.00'), pkg('Harvest Bounty', '1225.00'), pkg('Autumn Embrace', '1525.00'), pkg('Autumn Glow', '1225.00')]).map((g) => g.name);
    expect(names).toEqual(['Premium Estate Collection', 'Classic Autumn Collection']);
  });

  it('is empty without packages', () => {
    expect(groupCollections([])).toEqual([]);
  });
});

describe('feature preview', () => {
  it('shows the first three and counts the rest', () => {
    expect(featurePreview(['a', 'b', 'c', 'd', 'e'])).toEqual({ visible: ['a', 'b', 'c'], more: 2 });
    expect(featurePreview(['a', 'b'])).toEqual({ visible: ['a', 'b'], more: 0 });
  });
});
