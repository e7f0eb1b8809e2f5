import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import type { TestContext } from '../../api/test/harness.ts';
import { poolEnv, SUITE_POOLS } from '../../api/test/connection-budget.ts';
import { FAST, waitUntil, type StandIns } from './stand-ins.ts';
import type { WorkerTuning } from '../src/tuning.ts';

/**
 * Real workers processes (test/worker-child.ts) for crash tests, against this file's database, Redis prefix and stand-ins; any
 * left running are SIGKILLed after the file. `now` fixes the child's clock (server/src/clock.ts).
 */
export function useWorkerProcesses(ctx: TestContext, stand: StandIns) {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });
  return async function startChild(options: { tuning?: Partial<WorkerTuning>; now?: string; env?: Record<string, string> } = {}): Promise<ChildProcess> {
    const env = {
      ...process.env, ...stand.env(), NODE_ENV: 'test', LOG_LEVEL: 'warn', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', CRM_PROVIDER: 'none',
      ...poolEnv(SUITE_POOLS.testWorkers), // ADR 171
      ...options.env, DATABASE_URL: ctx.databaseUrl, REDIS_PREFIX: ctx.redisPrefix,
    };
    const args = [fileURLToPath(new URL('./worker-child.ts', import.meta.url)), JSON.stringify({ ...FAST, ...options.tuning }), ...(options.now ? [options.now] : [])];
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    await waitUntil(() => out.includes('READY') || child.exitCode !== null, 20_000, 'worker child ready');
    if (child.exitCode !== null) throw new Error(`worker child exited with ${child.exitCode}`);
    return child;
  };
}
