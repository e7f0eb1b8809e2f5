import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, useBrowser } from '../harness/browser.ts';

// docs/design.md §9: Lighthouse (mobile, its default simulated throttling) on / scores performance >= 90, accessibility 100, best
// practices >= 95 and SEO 100. The median of five runs, because one run on a shared 2-core machine is noisy.
const b = useBrowser();
const RUNS = 5;
const BARS = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100 } as const;
type Category = keyof typeof BARS;
type LhResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** The audits that cost a category points in one run, worst first: what to fix when a score misses. */
function losses(lhr: LhResult, category: Category): string[] {
  return lhr.categories[category]!.auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .sort((x, y) => y.weight - x.weight)
    .map((ref) => `${ref.id} (score ${lhr.audits[ref.id]!.score}, weight ${ref.weight})${lhr.audits[ref.id]!.displayValue ? `: ${lhr.audits[ref.id]!.displayValue}` : ''}`);
}

describe('Lighthouse on /', () => {
  it(`scores ${Object.entries(BARS).map(([c, bar]) => `${c} >= ${bar}`).join(', ')} (median of ${RUNS} mobile runs)`, async () => {
    const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
    const runs: LhResult[] = [];
    const errors: string[] = [];
    try {
      // NOTE: a run Lighthouse itself could not complete (its runtimeError, e.g. the page did not paint in time) measured nothing:
      // it is reported and replaced, up to two times, rather than scored 0.
      while (runs.length < RUNS && errors.length <= 2) {
        const { lhr } = (await lighthouse(b.url('/'), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(BARS) }))!;
        if (lhr.runtimeError) errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        else runs.push(lhr);
      }
    } finally {
      chrome.kill();
    }
    if (errors.length > 0) console.log(`lighthouse runs that did not complete: ${errors.join(' | ')}`);
    expect(runs.length, `Lighthouse completed ${runs.length} of ${RUNS} runs: ${errors.join(' | ')}`).toBe(RUNS);
    mkdirSync('e2e/artifacts', { recursive: true });
    runs.forEach((lhr, i) => writeFileSync(`e2e/artifacts/lighthouse-${i + 1}.json`, JSON.stringify(lhr)));

    const scores = Object.fromEntries((Object.keys(BARS) as Category[]).map((c) => [c, median(runs.map((r) => Math.round((r.categories[c]!.score ?? 0) * 100)))])) as Record<Category, number>;
    console.log(`lighthouse / (mobile, median of ${RUNS}): ${(Object.keys(BARS) as Category[]).map((c) => `${c} ${scores[c]} (runs ${runs.map((r) => Math.round((r.categories[c]!.score ?? 0) * 100)).join('/')})`).join(', ')}`);
    console.log(`lighthouse / timings per run: ${runs.map((r) => ['total-blocking-time', 'largest-contentful-paint', 'interactive'].map((id) => `${id} ${r.audits[id]!.displayValue}`).join(', ')).join(' | ')}`);
    const worst = (c: Category) => runs.reduce((a, r) => ((r.categories[c]!.score ?? 0) < (a.categories[c]!.score ?? 0) ? r : a));
    for (const c of Object.keys(BARS) as Category[]) {
      expect(scores[c], `${c}: ${scores[c]} < ${BARS[c]}; audits losing points: ${losses(worst(c), c).join('; ')}`).toBeGreaterThanOrEqual(BARS[c]);
    }
  }, 300_000);
});
