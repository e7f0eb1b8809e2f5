/** Stripe's request parameters: form-encoded with bracket notation (`metadata[orderId]=…`, `line_items[0][quantity]=1`, `expand[]=…`). */
export type Params = { [key: string]: ParamValue };
export type ParamValue = string | Params | ParamValue[];

// NOTE: keys come from the network; these would reach Object.prototype through plain objects.
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor']);

/** Decode an x-www-form-urlencoded body (or query string) into nested objects and arrays, as Stripe's servers read it. */
export function parseStripeForm(encoded: string): Params {
  const root: Params = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const path = rawKey.replace(/\]/g, '').split('[');
    if (path.some((segment) => FORBIDDEN.has(segment))) continue;
    let node: Params | ParamValue[] = root;
    path.forEach((segment, i) => {
      const container = node as Record<string, ParamValue>;
      const key = segment === '' && Array.isArray(node) ? String(node.length) : segment;
      if (i === path.length - 1) {
        container[key] = value;
        return;
      }
      const next = path[i + 1]!;
      const wantsArray = next === '' || /^\d+$/.test(next);
      const existing = container[key];
      if (typeof existing !== 'object') container[key] = wantsArray ? [] : {};
      node = container[key] as Params | ParamValue[];
    });
  }
  return root;
}
