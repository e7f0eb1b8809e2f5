import { fileURLToPath } from 'node:url';
import { startService } from './child-process.ts';
import { throughput } from './load.ts';
import { measureMailLatency } from './mail-latency.ts';
import { verdict, type Figure } from './report.ts';
import type { Stack } from './stack.ts';
import { median, ms } from './stats.ts';

const SECONDS = 5;
const MAIL_QUOTES = 300;
const MAIL_RATE = 50;

/**
 * What tracing and metrics cost (docs/design.md §25, issue 39): the same build with both on (spans exported over OTLP/HTTP JSON
 * to the sink in dev/, the request histogram recorded) against both off (no OTEL_EXPORTER_OTLP_ENDPOINT, HTTP_METRICS=off), as
 * a ratio in one run: GET /api/packages throughput (alternating rounds, median of each) and quote -> customer mail p99.
 * Bar: on costs at most 10 % of either.
 */
export async function telemetryOverhead(stack: Stack, rounds: number): Promise<Figure[]> {
  // NOTE: the sink runs in its own process, so reading the exported spans does not take CPU from this process's load generator.
  const sinkProcess = await startService('otlp-sink', ['--import', 'tsx', fileURLToPath(new URL('../../dev/src/otlp-sink/main.ts', import.meta.url))], { ...process.env, OTLP_SINK_PORT: '0' }, true, fileURLToPath(new URL('../../', import.meta.url)));
  const sinkUrl = `http://127.0.0.1:${sinkProcess.port}`;
  const spanNames = async () => ((await (await fetch(`${sinkUrl}/__sink/spans`)).json()) as { name: string }[]).map((s) => s.name);
  const sink = { url: sinkUrl, close: () => sinkProcess.stop() };
  const onEnv = { OTEL_EXPORTER_OTLP_ENDPOINT: sink.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', HTTP_METRICS: 'on' };
  const offEnv = { OTEL_EXPORTER_OTLP_ENDPOINT: '', HTTP_METRICS: 'off' };
  const [on, off] = [await stack.startApi(onEnv), await stack.startApi(offEnv)];
  try {
    const packages = { on: [] as number[], off: [] as number[] };
    await throughput(`${on.url}/api/packages`, 2);
    await throughput(`${off.url}/api/packages`, 2);
    for (let round = 0; round < rounds; round += 1) {
      packages.off.push(await throughput(`${off.url}/api/packages`, SECONDS));
      packages.on.push(await throughput(`${on.url}/api/packages`, SECONDS));
    }
    const packagesRatio = median(packages.on) / median(packages.off);
    const spansAfterPackages = (await spanNames()).length;

    // The mail: the workers restarted with the same settings as the API the quotes are posted to.
    const mail = async (label: 'on' | 'off', apiUrl: string, env: Record<string, string>) => {
      await stack.stopWorkers();
      await stack.startWorkers(env);
      return measureMailLatency({ ...stack, apiUrl, runId: `${stack.runId}t${label}` }, MAIL_QUOTES, MAIL_RATE);
    };
    const packagesFigure: Figure = {
      name: 'telemetry on: GET /api/packages throughput',
      value: `${Math.round(median(packages.on))} vs ${Math.round(median(packages.off))} req/s off = ${(packagesRatio * 100).toFixed(1)} % (${spansAfterPackages} spans exported)`,
      bar: '>= 90 % of telemetry off',
      verdict: verdict(packagesRatio >= 0.9 && spansAfterPackages > 0),
      data: { ...packages, ratio: packagesRatio, spans: spansAfterPackages },
    };
    const mails = await (async () => ({ off: await mail('off', off.url, offEnv), on: await mail('on', on.url, onEnv) }))().catch((err: unknown) => err as Error);
    await stack.stopWorkers();
    await stack.startWorkers();
    const mailName = 'telemetry on: quote -> customer mail p99';
    if (mails instanceof Error) {
      // NOTE: mail that never arrived misses the bar; the throughput figure above is kept.
      return [packagesFigure, { name: mailName, value: mails.message, bar: '<= 110 % of telemetry off', verdict: 'FAIL', data: { error: mails.message } }];
    }
    const { on: mailOn, off: mailOff } = mails;
    const mailRatio = mailOn.confirmation.p99 / mailOff.confirmation.p99;
    const jobSpans = (await spanNames()).filter((name) => name.startsWith('process email.')).length;
    return [
      packagesFigure,
      {
        name: mailName,
        value: `${ms(mailOn.confirmation.p99)} vs ${ms(mailOff.confirmation.p99)} off = ${(mailRatio * 100).toFixed(0)} % (${MAIL_QUOTES} quotes at ${MAIL_RATE}/s each; ${jobSpans} job spans)`,
        bar: '<= 110 % of telemetry off',
        verdict: verdict(mailRatio <= 1.1 && jobSpans > 0),
        data: { on: mailOn, off: mailOff, ratio: mailRatio, jobSpans },
      },
    ];
  } finally {
    await Promise.allSettled([on.stop(), off.stop(), sink.close()]);
  }
}
