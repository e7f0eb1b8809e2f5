/**
 * What a crew loads on the truck (ADR 034): each stop's package load list (packages.load_list) plus its quantity add-ons, each
 * under its own name; service add-ons (removal, staging) load nothing. The pick list is the sum of the stops, item by item.
 */

export interface LoadLine {
  item: string;
  quantity: number;
}

export interface StopLoadInput {
  packageLoad: readonly LoadLine[];
  addOns: readonly { name: string; category: 'service' | 'quantity'; quantity: number }[];
}

/** Adds lines with the same item together, keeping the order each item first appears in. */
function addUp(lines: Iterable<LoadLine>): LoadLine[] {
  const totals = new Map<string, number>();
  for (const { item, quantity } of lines) if (quantity > 0) totals.set(item, (totals.get(item) ?? 0) + quantity);
  return [...totals].map(([item, quantity]) => ({ item, quantity }));
}

/** What one stop takes off the truck. */
export function stopLoad(stop: StopLoadInput): LoadLine[] {
  return addUp([...stop.packageLoad, ...stop.addOns.filter((a) => a.category === 'quantity').map((a) => ({ item: a.name, quantity: a.quantity }))]);
}

/** The day's pick list: every stop's load, added up. */
export function pickList(stops: readonly StopLoadInput[]): LoadLine[] {
  return addUp(stops.flatMap(stopLoad));
}
