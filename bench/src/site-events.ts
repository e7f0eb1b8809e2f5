import { postThroughput, throughput } from './load.ts';
import type { Figure } from './report.ts';
import { verdict } from './report.ts';
import type { Stack } from './stack.ts';
import { median } from './stats.ts';

// docs/design.md §21 (ADR 122): POST /api/events must take every page view of a busy October day. A busy day is taken as
// 20,000 page views, most of them in a few evening hours: about 10 a second at the peak, so the bar asks 10 times that.
const SECONDS = 5;
const ROUNDS = 3;
const BAR_RPS = 100;
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
// NOTE: a bot's event takes the same path but is not stored: the difference is what the INSERT costs.
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const body = JSON.stringify({ kind: 'page_view', path: '/packages/golden-harvest', referrer: 'https://www.instagram.com/', utm: { source: 'instagram' } });

/** POST /api/events against the bare Hono route in the same run, and a check that every accepted event was stored. */
export async function siteEventsVersusHello(stack: Stack): Promise<Figure> {
  const headers = { 'user-agent': BROWSER };
  await throughput(stack.helloUrl, 2);
  await postThroughput(`${stack.apiUrl}/api/events`, body, headers, 2);
  const hello: number[] = [];
  const events: number[] = [];
  const unstored: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    hello.push(await throughput(stack.helloUrl, SECONDS));
    events.push(await postThroughput(`${stack.apiUrl}/api/events`, body, headers, SECONDS));
    unstored.push(await postThroughput(`${stack.apiUrl}/api/events`, body, { 'user-agent': GOOGLEBOT }, SECONDS));
  }
  const [stored] = await stack.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM site_events`;
  const rps = median(events);
  const ratio = median(events.map((e, i) => e / hello[i]!));
  return {
    name: 'POST /api/events throughput',
    value: `${Math.round(rps)} req/s = ${(ratio * 100).toFixed(0)} % of bare Hono hello (${Math.round(median(hello))} req/s); ` +
      `${Math.round(median(unstored))} req/s for bots (same path, not stored); ${stored!.n} events stored`,
    bar: `>= ${BAR_RPS} req/s (a busy October day's peak is about 10/s)`,
    verdict: verdict(rps >= BAR_RPS),
    data: { helloRps: hello, eventsRps: events, unstoredRps: unstored, ratio, stored: stored!.n },
  };
}
