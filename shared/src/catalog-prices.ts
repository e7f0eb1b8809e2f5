import type { ServiceLevel } from './constants/business.ts';
import { formatUsd, toCents } from './money.ts';
import type { AddOnService, Package } from './wire.ts';

/**
 * Every price the copy quotes, read from the live catalog (docs/design.md §16): the hero's "Starting at", the range of each
 * service level, the FAQ and comparison table, /landing and the meta descriptions. Staff change a price in the catalog and every
 * page says the new figure; nothing here holds a dollar amount of its own.
 */
type Priced = Pick<Package, 'whiteGlovePrice' | 'dropOffPrice'>;

const levelCents = (pkg: Priced, level: ServiceLevel) => toCents(level === 'white-glove' ? pkg.whiteGlovePrice : pkg.dropOffPrice);

const range = (cents: number[]): string | null => {
  if (cents.length === 0) return null;
  const [low, high] = [Math.min(...cents), Math.max(...cents)];
  return low === high ? formatUsd(low) : `${formatUsd(low)} - ${formatUsd(high)}`;
};

/** "$1,225 - $1,825": what one service level costs across the packages; null with no package. */
export const levelPriceRange = (packages: readonly Priced[], level: ServiceLevel): string | null =>
  range(packages.map((pkg) => levelCents(pkg, level)));

/** "$325": the lowest price of any package at either level; null with no package. */
export function startingPrice(packages: readonly Priced[]): string | null {
  const all = packages.flatMap((pkg) => [levelCents(pkg, 'white-glove'), levelCents(pkg, 'drop-off')]);
  return all.length ? formatUsd(Math.min(...all)) : null;
}

/** "$325 - $1,825": the whole catalog (LocalBusiness priceRange); null with no package. */
export const catalogPriceRange = (packages: readonly Priced[]): string | null =>
  range(packages.flatMap((pkg) => [levelCents(pkg, 'white-glove'), levelCents(pkg, 'drop-off')]));

/** "$75": an add-on's price by its name, or null when the catalog no longer has it (the copy then names no figure). */
export function addOnPrice(addOns: readonly Pick<AddOnService, 'name' | 'price'>[] | undefined, name: string): string | null {
  const found = addOns?.find((addOn) => addOn.name === name);
  return found ? formatUsd(toCents(found.price)) : null;
}

/** " (…)" after a name when a figure is known, else nothing: copy reads whole either way. */
export const inParens = (figure: string | null): string => (figure ? ` (${figure})` : '');
