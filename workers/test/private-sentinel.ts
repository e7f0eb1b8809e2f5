import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './private-redis.ts';


async function until<T>(check: () => Promise<T | undefined | false>, what: string, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export const SENTINEL_NAME = 'sdp-test';

/**
 * A primary, a replica and one Sentinel (Debian's redis-sentinel) of our own on free ports, config and data in a temp dir (docs/design.md
 * §25). `failover()` asks the sentinel to promote the replica and waits until it reports the new primary; `stop()` ends all three.
 */
export async function startPrivateSentinel() {
  const dir = mkdtempSync(join(tmpdir(), 'sdp-sentinel-'));
  const [primaryPort, replicaPort, sentinelPort] = await Promise.all([freePort(), freePort(), freePort()]);
  const children: ChildProcess[] = [];
  const server = (port: number, extra: string[]) => {
    const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no',
      '--maxmemory-policy', 'noeviction', '--dir', dir, ...extra], { stdio: 'ignore' });
    children.push(child);
  };
  server(primaryPort, []);
  server(replicaPort, ['--replicaof', '127.0.0.1', String(primaryPort)]);
  const config = join(dir, 'sentinel.conf');
  writeFileSync(config, [
    `port ${sentinelPort}`, 'bind 127.0.0.1', `dir ${dir}`,
    `sentinel monitor ${SENTINEL_NAME} 127.0.0.1 ${primaryPort} 1`,
    // NOTE: the drill's failover is asked for (SENTINEL FAILOVER); a short down-after on a loaded machine made the sentinel fail
    // over again on its own, to a replica behind, and Redis lost acknowledged jobs (asynchronous replication).
    `sentinel down-after-milliseconds ${SENTINEL_NAME} 10000`,
    `sentinel failover-timeout ${SENTINEL_NAME} 5000`,
  ].join('\n') + '\n');
  children.push(spawn('redis-sentinel', [config], { stdio: 'ignore' }));

  const sentinel = new Redis({ port: sentinelPort, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => 100 });
  sentinel.on('error', () => {});
  const primaryPortNow = async () => Number(((await sentinel.call('SENTINEL', 'get-master-addr-by-name', SENTINEL_NAME)) as string[])[1]);
  const replicaUp = async () => {
    const replicas = (await sentinel.call('SENTINEL', 'replicas', SENTINEL_NAME)) as string[][];
    return replicas.some((fields) => {
      const map = Object.fromEntries(fields.flatMap((_, i) => (i % 2 === 0 ? [[fields[i], fields[i + 1]]] : [])));
      return map.flags === 'slave' && map['master-link-status'] === 'ok';
    });
  };
  await until(async () => (await sentinel.ping()) === 'PONG' && (await replicaUp()), 'the sentinel to see the replica in sync');

  return {
    env: { REDIS_SENTINELS: `127.0.0.1:${sentinelPort}`, REDIS_SENTINEL_NAME: SENTINEL_NAME, REDIS_URL: `redis://127.0.0.1:${primaryPort}` },
    primaryPort: primaryPortNow,
    /** Promote the replica; resolves once the sentinel names it and it accepts writes. */
    async failover(): Promise<number> {
      const before = await primaryPortNow();
      await sentinel.call('SENTINEL', 'failover', SENTINEL_NAME);
      const after = await until(async () => { const now = await primaryPortNow(); return now !== before && now; }, 'the sentinel to name the new primary');
      const promoted = new Redis({ port: after, host: '127.0.0.1', maxRetriesPerRequest: 1 });
      await until(async () => (await promoted.call('ROLE') as string[])[0] === 'master', 'the replica to become primary');
      promoted.disconnect();
      return after;
    },
    async stop() {
      sentinel.disconnect();
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await Promise.all(children.map((child) => (child.exitCode === null && child.signalCode === null ? once(child, 'exit') : null)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
