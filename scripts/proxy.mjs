// The reverse proxy in front of several API processes (docs/design.md §25, ADR 270): Caddy (Debian's `caddy`), run as a plain
// binary with a config of our own, never as a system service. `make start` with API_PROCESSES > 1 and the scale tests use it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A Caddyfile that listens on `port` and spreads requests over `upstreams` (host:port). A request that cannot reach an upstream
 * (refused, reset before it was sent) is tried on the next one for up to 5 s, so a stopped or killed API process costs no request
 * that was not already inside it; an upstream whose /api/health fails is left out until it answers again.
 * @param {{ port: number, upstreams: string[], host?: string }} options
 */
export function caddyfile({ port, upstreams, host = '127.0.0.1' }) {
  return `{
\tadmin off
\tauto_https off
\tlog {
\t\tlevel ERROR
\t}
}

http://${host}:${port} {
\treverse_proxy ${upstreams.join(' ')} {
\t\tlb_policy round_robin
\t\tlb_try_duration 5s
\t\tlb_try_interval 100ms
\t\tfail_duration 2s
\t\thealth_uri /api/health
\t\thealth_interval 1s
\t\thealth_timeout 2s
\t}
}
`;
}

/**
 * Start Caddy with that config from a temp dir of its own (config, data and autosave under it, removed on stop).
 * @param {{ port: number, upstreams: string[], host?: string, stdio?: 'ignore' | 'inherit' }} options
 */
export function startProxy(options) {
  const dir = mkdtempSync(join(tmpdir(), 'sdp-proxy-'));
  const config = join(dir, 'Caddyfile');
  writeFileSync(config, caddyfile(options));
  const env = { ...process.env, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir, HOME: dir };
  const child = spawn('caddy', ['run', '--config', config, '--adapter', 'caddyfile'], { env, stdio: ['ignore', options.stdio ?? 'ignore', options.stdio ?? 'ignore'] });
  child.on('exit', () => rmSync(dir, { recursive: true, force: true }));
  return child;
}
