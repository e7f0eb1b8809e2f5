import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** A TCP port nothing listens on now, for a server of a test's own. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A redis-server of our own on a free port, without persistence, that a test may stop and start again. Fault tests use it so
 * that they never stop the Redis every other test file shares.
 */
export async function startPrivateRedis() {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;

  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory-policy', 'noeviction'], { stdio: 'ignore' });
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {}); // refused until the server listens: expected, retried below
    for (let i = 0; ; i += 1) {
      try {
        await probe.connect();
        await probe.ping();
        probe.disconnect();
        return;
      } catch {
        if (i > 100) throw new Error(`private redis-server on ${port} did not start`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGKILL');
    await once(running, 'exit');
  };
  await start();
  return { url, port, start, stop };
}
