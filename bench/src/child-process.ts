import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export interface Service {
  name: string;
  child: ChildProcess;
  /** The port the process reported (0 when it reports none). */
  port: number;
  stop(): Promise<void>;
}

/**
 * Run a Node process. With `announcesPort`, wait for the first stdout JSON line carrying a `port` (the API's "api listening" log
 * line; the hello server's) so servers can listen on port 0 and never collide with anything else on this shared machine.
 */
export async function startService(name: string, args: string[], env: NodeJS.ProcessEnv, announcesPort: boolean, cwd?: string): Promise<Service> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', announcesPort ? 'pipe' : 'ignore', 'inherit'] });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  if (!announcesPort) return { name, child, port: 0, stop };
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not report its port within 30 s`)), 30_000);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)));
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      try {
        const record = JSON.parse(line) as { port?: unknown };
        if (typeof record.port !== 'number') return;
        clearTimeout(timer);
        resolve(record.port);
      } catch {
        // not a JSON log line
      }
    });
  });
  return { name, child, port, stop };
}
