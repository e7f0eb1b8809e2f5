import { describeFigures, measureRoute, startAuditor } from '../../e2e/src/harness/lighthouse.ts';
import type { Figure } from './report.ts';

// NOTE: three runs a route (docs/design.md §14, ADR 060); BENCH_LIGHTHOUSE_RUNS for more. The performance score and LCP are judged
// here only: `make test` gates accessibility, SEO and best practices, which do not depend on the machine's load (ADR 170).
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** The routes `make test` measured for performance until ADR 170; their disturbed runs are replaced (ADR 060's defence). */
const REPRESENTATIVE = ['/', '/packages', '/reserve', '/blog'];
const representative = (route: string, routes: string[]) =>
  REPRESENTATIVE.includes(route) || route === routes.find((r) => /^\/service-areas\/[^/]+$/.test(r));

/** Every public route the server lists in its sitemap (community pages included), as paths under the running site. */
export async function publicRoutes(siteUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  const base = new URL(`${siteUrl}/`).pathname.replace(/\/$/, '');
  return paths.map((path) => (base && path.startsWith(base) ? path.slice(base.length) || '/' : path));
}

/** Lighthouse mobile on every public route, one Chrome, serially; one figure per route with its medians. */
export async function lighthouseEveryRoute(siteUrl: string, print: (line: string) => void): Promise<Figure[]> {
  const routes = await publicRoutes(siteUrl);
  const auditor = await startAuditor(`${siteUrl}/`);
  const figures: Figure[] = [];
  try {
    for (const route of routes) {
      // NOTE: the five representative routes replace a run that other work on the CPU disturbed, two at most (ADR 060); the other
      // pages are measured once each way and the other work beside them is reported, so the bench stays within its time.
      const measured = await measureRoute(auditor, `${siteUrl}${route}`, RUNS, representative(route, routes) ? undefined : 0);
      const m = measured.median;
      const runs = measured.runs.map((r) => r.figures);
      describeFigures(route, m, RUNS).forEach((line) => print(line));
      const bar = route === '/' ? 95 : 90;
      const ok = m.performance >= bar && m.accessibility === 100 && m.seo === 100 && m.lcpMs <= 2500;
      figures.push({
        name: `Lighthouse mobile ${route}`,
        value: `performance ${m.performance}, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms, a11y ${m.accessibility}, SEO ${m.seo}`,
        bar: `perf >= ${bar}, a11y/SEO 100, LCP <= 2.5 s`,
        verdict: ok ? 'PASS' : 'FAIL',
        data: { route, median: m, runs },
      });
    }
  } finally {
    await auditor.close();
  }
  return figures;
}

/** The renewal offer's LCP bar (issue 36 item 25): the page that brings last year's households back is read on a phone. */
const RENEW_LCP_MS = 2000;

/**
 * Lighthouse mobile on one household's /renew/{token} (not in the sitemap: a signed link, never indexed, so SEO is not its bar),
 * disturbed runs replaced as on the representative routes; `route` is the figure's name, without the token.
 */
export async function lighthouseRenewal(siteUrl: string, path: string, print: (line: string) => void): Promise<Figure> {
  const auditor = await startAuditor(`${siteUrl}/`);
  try {
    const measured = await measureRoute(auditor, `${siteUrl}${path}`, RUNS);
    const m = measured.median;
    describeFigures('/renew/{token}', m, RUNS).forEach((line) => print(line));
    return {
      name: 'Lighthouse mobile /renew/{token}',
      value: `performance ${m.performance}, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(m.tbtMs)} ms, a11y ${m.accessibility}`,
      bar: `LCP <= ${RENEW_LCP_MS / 1000} s, a11y 100`,
      verdict: m.lcpMs <= RENEW_LCP_MS && m.accessibility === 100 ? 'PASS' : 'FAIL',
      data: { route: '/renew/{token}', median: m, runs: measured.runs.map((r) => r.figures) },
    };
  } finally {
    await auditor.close();
  }
}
