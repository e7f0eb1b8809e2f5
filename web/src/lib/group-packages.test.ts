import { describe, expect, it } from 'vitest';
import { groupPackages } from './group-packages.ts';

const pkg = (name: string, serviceLevel: string, price: string, description = '') => ({ name, serviceLevel, price, description }) as never;

describe('package groups', () => {
  it('splits by level and sorts each group by price, highest first', () => {
    const groups = groupPackages([
      pkg('Harvest Bounty', 'white-glove', '1225.00'),
      pkg('Autumn Glow', 'drop-off', '325.00'),
      pkg('Golden Harvest', 'white-glove', '1825.00'),
      pkg('Autumn Embrace', 'drop-off', '550.00'),
    ]);
    expect(groups['white-glove'].map((p: { name: string }) => p.name)).toEqual(['Golden Harvest', 'Harvest Bounty']);
    expect(groups['drop-off'].map((p: { name: string }) => p.name)).toEqual(['Autumn Embrace', 'Autumn Glow']);
  });

  it('falls back to the description text when the level is missing', () => {
    const groups = groupPackages([pkg('X', '', '900.00', 'Our White-Glove Service at its best')]);
    expect(groups['white-glove']).toHaveLength(1);
  });
});
