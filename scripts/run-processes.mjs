// Run several long-lived processes in the foreground as one: prefixed output, and when one exits or SIGTERM/SIGINT arrives,
// every other one is sent SIGTERM (then SIGKILL after a grace period). Used by make start and make dev.
import { spawn } from 'node:child_process';

/** @param {{ name: string, command: string, args: string[], env?: Record<string,string>, color?: number }[]} specs */
export function runTogether(specs, { graceMs = 10_000 } = {}) {
  const children = new Map();
  let stopping = false;
  let exitCode = 0;

  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    for (const child of children.values()) child.kill('SIGTERM');
    setTimeout(() => {
      for (const child of children.values()) child.kill('SIGKILL');
    }, graceMs).unref();
  };

  for (const spec of specs) {
    const child = spawn(spec.command, spec.args, { env: { ...process.env, ...spec.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.set(spec.name, child);
    const tag = `\u001b[${spec.color ?? 36}m${spec.name.padEnd(8)}\u001b[0m│ `;
    const pipe = (stream, out) => {
      let buffered = '';
      stream.on('data', (chunk) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) out.write(`${tag}${line}\n`);
      });
    };
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    child.on('exit', (code, signal) => {
      children.delete(spec.name);
      if (!stopping) {
        console.error(`${tag}exited (${signal ?? code}); stopping the others`);
        stopAll(code || 1);
      }
      if (children.size === 0) process.exit(exitCode);
    });
  }
  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));
}
