import autocannon from 'autocannon';

export interface RateRun {
  requests: number;
  p50: number;
  p99: number;
  /** Connection errors, timeouts and non-2xx answers together: the bar allows none. */
  errors: number;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** Requests per second a server sustains for GET `url` with `connections` keep-alive connections (closed loop). */
export async function throughput(url: string, seconds: number, connections = 50): Promise<number> {
  const result = await run({ url, connections, duration: seconds, pipelining: 1 });
  if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return result.requests.average;
}

/** Requests per second a server sustains for POST `url` with a JSON `body` and `headers` (closed loop, as `throughput`). */
export async function postThroughput(url: string, body: string, headers: Record<string, string>, seconds: number, connections = 50): Promise<number> {
  const result = await run({ url, method: 'POST', body, headers: { 'content-type': 'application/json', ...headers }, connections, duration: seconds, pipelining: 1 });
  if (result.errors + result.timeouts + result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  return result.requests.average;
}

/**
 * Latency at a fixed arrival rate (open loop, autocannon's overallRate): the server sees `rate` requests a second however fast
 * it answers, as it would from real visitors. Enough connections are opened that a slow answer never holds the next one back.
 */
export async function atFixedRate(options: { url: string; method: 'POST'; body: string; rate: number; seconds: number }): Promise<RateRun> {
  const result = await run({
    url: options.url,
    method: options.method,
    body: options.body,
    headers: { 'content-type': 'application/json' },
    overallRate: options.rate,
    duration: options.seconds,
    connections: Math.max(10, Math.ceil(options.rate / 10)),
    pipelining: 1,
    // NOTE: its own thread, so the SMTP catcher parsing mail in this process never delays the clock that times the answers.
    workers: 1,
  });
  return { requests: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx };
}
