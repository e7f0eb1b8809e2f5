import { mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../harness/browser.ts';
import { untilEnded } from '../harness/cpu-share.ts';
import { describeFigures, losses, measureRoute, startAuditor, type Auditor, type RunFigures } from '../harness/lighthouse.ts';

// docs/design.md §14 (and §9): Lighthouse mobile on `/` and four representative routes, median of three runs each: performance
// >= 95 on `/` and >= 90 elsewhere, accessibility 100, SEO 100, best practices >= 95, LCP <= 2.5 s. How it stays honest on a shared
// 2-core machine (one Chrome, serial runs after a warm-up, a run during which other processes took CPU replaced,
// one retry of a route whose timing figures miss; the bars and Lighthouse's settings untouched): ADR 060.
const b = useBrowser();
const RUNS = 3;
const LCP_MS = 2_500;

/** The community page the gate measures: the first one the sitemap lists, else the service-area index (before there were any). */
async function communityRoute(): Promise<string> {
  const xml = await (await fetch(b.url('/sitemap.xml'))).text();
  const loc = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).find((path) => /\/service-areas\/[^/]+$/.test(path));
  return loc ? loc.slice(loc.indexOf('/service-areas/')) : '/service-areas';
}

/** The figures a route's median misses; `noisy` ones (timing) may be measured again, the others are the page's own. */
function misses(route: string, m: RunFigures): { noisy: string[]; fixed: string[] } {
  const performanceBar = route === '/' ? 95 : 90;
  const noisy = [
    m.performance < performanceBar && `performance ${m.performance} < ${performanceBar}`,
    m.lcpMs > LCP_MS && `LCP ${Math.round(m.lcpMs)} ms > ${LCP_MS} ms`,
  ].filter((x): x is string => typeof x === 'string');
  const fixed = [
    m.accessibility < 100 && `accessibility ${m.accessibility} < 100`,
    m.seo < 100 && `SEO ${m.seo} < 100`,
    m['best-practices'] < 95 && `best practices ${m['best-practices']} < 95`,
  ].filter((x): x is string => typeof x === 'string');
  return { noisy, fixed };
}

let auditor: Auditor;
const QUIET_WAIT_MS = 20 * 60_000;
beforeAll(async () => {
  // NOTE: `make test` runs typecheck, lint and the other projects beside the e2e project (ADR 149); they would take the CPU the
  // page's figures measure, so Lighthouse starts once they have ended.
  const waited = await untilEnded(Number(process.env.E2E_QUIET_AFTER_PID), QUIET_WAIT_MS);
  if (waited > 1_000) console.log(`lighthouse: waited ${Math.round(waited / 1000)} s for the other projects to end`);
  // NOTE: the warm-up run fills the server's caches and Chrome's, and gives the first benchmark index; it is not scored.
  auditor = await startAuditor(b.url('/'));
}, QUIET_WAIT_MS + 180_000);
afterAll(async () => {
  await auditor?.close();
});

const measure = (route: string) => measureRoute(auditor, b.url(route), RUNS);

const ROUTES: (string | (() => Promise<string>))[] = ['/', '/packages', '/reserve', '/blog', communityRoute];

describe('Lighthouse (mobile) on the representative public routes', () => {
  it.each(ROUTES.map((route) => [typeof route === 'string' ? route : 'a community page', route] as const))(
    `%s meets its bars (median of ${RUNS} runs)`,
    async (_name, routeOrFind) => {
      const route = typeof routeOrFind === 'string' ? routeOrFind : await routeOrFind();
      let measured = await measure(route);
      let missed = misses(route, measured.median);
      // NOTE: a route whose timing figures miss is measured once more, three fresh runs: a change that really made the page slow
      // misses twice; a neighbour's build landing on the same two cores during one median does not block a good change.
      if (missed.noisy.length > 0 && missed.fixed.length === 0) {
        console.log(`lighthouse ${route}: ${missed.noisy.join(', ')} in the first median; measuring again`);
        describeFigures(route, measured.median, RUNS).forEach((line) => console.log(`  first: ${line}`));
        measured = await measure(route);
        missed = misses(route, measured.median);
      }
      const { median: m, runs, setAside } = measured;
      describeFigures(route, m, RUNS).forEach((line) => console.log(line));
      console.log(`lighthouse ${route} per run: ${runs.map((r) => `perf ${r.figures.performance} LCP ${Math.round(r.figures.lcpMs)} TBT ${Math.round(r.figures.tbtMs)} (others ${r.figures.othersCores.toFixed(2)} cores, index ${Math.round(r.figures.benchmarkIndex)})`).join(' | ')}; set aside as disturbed: ${setAside.map((f) => `perf ${f.performance} (others ${f.othersCores.toFixed(2)} cores)`).join(', ') || 'none'}`);
      mkdirSync('e2e/artifacts', { recursive: true });
      runs.forEach((r, i) => writeFileSync(`e2e/artifacts/lighthouse${route.replace(/\W+/g, '-')}-${i + 1}.json`, JSON.stringify(r.lhr)));

      const worst = runs.reduce((a, r) => (r.figures.performance < a.figures.performance ? r : a)).lhr;
      const why = [...missed.noisy, ...missed.fixed].length > 0
        ? `; performance losses in the slowest run: ${losses(worst, 'performance').join('; ')}; accessibility: ${losses(worst, 'accessibility').join('; ')}; SEO: ${losses(worst, 'seo').join('; ')}`
        : '';
      expect([...missed.noisy, ...missed.fixed], `${route}${why}`).toEqual([]);
    },
    // NOTE: ten runs at most (a retried route, each median with two replacements), each well under 40 s even on a loaded machine.
    480_000,
  );
});
