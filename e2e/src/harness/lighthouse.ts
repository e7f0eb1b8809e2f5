import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { othersCores, sampleCpu } from './cpu-share.ts';

/**
 * Lighthouse (mobile, its default simulated throttling) as the budget gate and `make bench` run it (docs/design.md §14, ADR 060):
 * one Chrome, runs one after another after a warm-up. For the timing figures `make bench` judges (ADR 170), a run that other work
 * on this shared machine disturbed (other processes took more than half a core while it ran, cpu-share.ts) may be replaced rather
 * than counted.
 */
export type LhResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** What one run measured, in the units people quote. */
export interface RunFigures {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes over the wire (compressed), as Lighthouse's resource summary counts them. */
  jsBytes: number;
  /** Lighthouse's measure of the CPU's speed just before the page loaded (higher is faster). */
  benchmarkIndex: number;
  /** Cores' worth of CPU other processes used while this run was measured (cpu-share.ts). */
  othersCores: number;
}

export const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export function figuresOf(lhr: LhResult, others: number): RunFigures {
  const score = (c: Category) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: summary.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    othersCores: others,
  };
}

/** The medians of a route's runs, figure by figure (each figure's own median: they may come from different runs). */
export function medianFigures(runs: RunFigures[]): RunFigures {
  const keys = Object.keys(runs[0]!) as (keyof RunFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as RunFigures;
}

/** The audits that cost a category points in one run, worst first: what to fix when a score misses. */
export function losses(lhr: LhResult, category: Category): string[] {
  return lhr.categories[category]!.auditRefs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .sort((x, y) => y.weight - x.weight)
    .map((ref) => `${ref.id} (score ${lhr.audits[ref.id]!.score}, weight ${ref.weight})${lhr.audits[ref.id]!.displayValue ? `: ${lhr.audits[ref.id]!.displayValue}` : ''}`);
}

const flags = (port: number) => ({
  port,
  output: 'json' as const,
  logLevel: 'error' as const,
  onlyCategories: [...CATEGORIES],
  // NOTE: the full-page screenshot is taken after the metrics and scores nothing; it cost seconds a run.
  disableFullPageScreenshot: true,
});

export interface Run {
  lhr: LhResult;
  figures: RunFigures;
}

export interface Auditor {
  /** One completed run of `url` (a run Lighthouse could not complete is retried, twice at most, rather than scored 0). */
  run(url: string): Promise<Run>;
  close(): Promise<void>;
}

/**
 * One Chrome for every run, runs strictly one after another, Lighthouse's default mobile settings. A first, unscored run on
 * `warmUpUrl` fills the server's caches and Chrome's.
 */
export async function startAuditor(warmUpUrl: string): Promise<Auditor> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  const run = async (url: string): Promise<Run> => {
    const errors: string[] = [];
    while (errors.length <= 2) {
      const before = sampleCpu(chrome.pid!);
      const lhr = (await lighthouse(url, flags(chrome.port)))!.lhr;
      const others = othersCores(before, sampleCpu(chrome.pid!));
      if (!lhr.runtimeError) return { lhr, figures: figuresOf(lhr, others) };
      errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    throw new Error(`Lighthouse could not complete ${url}: ${errors.join(' | ')}`);
  };
  try {
    await run(warmUpUrl);
  } catch (err) {
    chrome.kill();
    throw err;
  }
  return {
    run,
    close: async () => {
      chrome.kill();
    },
  };
}

/**
 * A run during which other processes used more than this many cores' worth of CPU measured them as much as the page: on two cores,
 * half a core taken from the page's main thread and Lighthouse's own work shows as blocking time the page does not have.
 */
export const DISTURBED_ABOVE = 0.5;
/** How many extra runs a route may take to replace disturbed ones, by default (the bench's, on the representative routes). */
const EXTRA_RUNS = 2;

/**
 * `runs` runs of `url` that other work on the machine did not disturb: a disturbed run (others used more than DISTURBED_ABOVE
 * cores while it ran) is set aside and replaced, `extraRuns` times at most; if the machine stays busy, the least disturbed runs
 * are kept. Scores always come from Lighthouse's default settings: nothing is scaled.
 */
export async function measureRoute(auditor: Auditor, url: string, runs: number, extraRuns = EXTRA_RUNS) {
  const all: Run[] = [];
  const undisturbed = () => all.filter((r) => r.figures.othersCores <= DISTURBED_ABOVE);
  while (undisturbed().length < runs && all.length < runs + extraRuns) all.push(await auditor.run(url));
  const kept = undisturbed().length >= runs ? undisturbed().slice(0, runs) : [...all].sort((x, y) => x.figures.othersCores - y.figures.othersCores).slice(0, runs);
  const setAside = all.filter((r) => !kept.includes(r)).map((r) => r.figures);
  return { median: medianFigures(kept.map((r) => r.figures)), runs: kept, setAside };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One line per figure, as `make bench` prints them. */
export function describeFigures(route: string, f: RunFigures, runs: number): string[] {
  const at = `${route} (median of ${runs})`;
  return [
    `${at} performance ${f.performance}`,
    `${at} LCP ${(f.lcpMs / 1000).toFixed(2)} s`,
    `${at} TBT ${Math.round(f.tbtMs)} ms`,
    `${at} CLS ${f.cls.toFixed(3)}`,
    `${at} accessibility ${f.accessibility}`,
    `${at} SEO ${f.seo}`,
    `${at} best practices ${f['best-practices']}`,
    `${at} JS ${kb(f.jsBytes)} over the wire`,
    `${at} other work on the CPU ${f.othersCores.toFixed(2)} cores`,
  ];
}
