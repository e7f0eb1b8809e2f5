import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { QUERIES_AT_ONCE } from '../server/src/db/query-limiter.ts';

// Issue 39 item 6: the insights screen answered 500 under review load ("too many clients"): one request ran ~15 queries at once.
// A Promise.all over a written-out list of reads starts them all at once, each on its own pooled connection; a list longer than
// QUERIES_AT_ONCE must go through allAtMost (server/src/db/query-limiter.ts). Lists of other work are named here with why they may be long.
const ROOTS = ['api/src', 'server/src', 'workers/src'];
const NOT_QUERIES: Record<string, string> = {
  'server/src/insights/insights.ts': 'every element runs through its own limiter(INSIGHTS_QUERIES_AT_ONCE) (insights.test.ts proves it)',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The number of top-level elements of the array literal opening at `start` (just after its '['), strings and templates skipped. */
export function elementsAt(text: string, start: number): number {
  let depth = 0;
  let count = 0;
  let seen = false;
  for (let i = start; i < text.length; i += 1) {
    const ch = text[i]!;
    if (ch === '`' || ch === "'" || ch === '"') {
      for (i += 1; i < text.length && text[i] !== ch; i += 1) if (text[i] === '\\') i += 1;
      seen = true;
      continue;
    }
    if (ch === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
      continue;
    }
    if ('([{'.includes(ch)) depth += 1;
    else if (')]}'.includes(ch)) {
      if (depth === 0) return count + (seen ? 1 : 0);
      depth -= 1;
    } else if (ch === ',' && depth === 0) {
      count += seen ? 1 : 0;
      seen = false;
      continue;
    }
    if (!/\s/.test(ch)) seen = true;
  }
  return count;
}

describe('reads a request runs at once', () => {
  it('counts a literal list as written', () => {
    const text = 'Promise.all([a(1, 2), sql`SELECT 1, 2`, b({ x: [1, 2] }), ])';
    expect(elementsAt(text, text.indexOf('[') + 1)).toBe(3);
  });

  it(`never start more than QUERIES_AT_ONCE (${QUERIES_AT_ONCE}) with one Promise.all over a written-out list`, () => {
    const wide: string[] = [];
    for (const file of ROOTS.flatMap(sources)) {
      if (NOT_QUERIES[file]) continue;
      const text = readFileSync(file, 'utf8');
      for (let at = text.indexOf('Promise.all(['); at !== -1; at = text.indexOf('Promise.all([', at + 1)) {
        const n = elementsAt(text, at + 'Promise.all(['.length);
        if (n > QUERIES_AT_ONCE) wide.push(`${file}:${text.slice(0, at).split('\n').length} (${n} at once)`);
      }
    }
    expect(wide, 'use allAtMost(QUERIES_AT_ONCE, [...]) from server/src/db/query-limiter.ts').toEqual([]);
  });
});
