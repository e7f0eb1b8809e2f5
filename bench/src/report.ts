import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';

export type Verdict = 'PASS' | 'FAIL' | 'INFO';
export interface Figure {
  name: string;
  value: string;
  bar: string;
  verdict: Verdict;
  data: Record<string, unknown>;
}

export const verdict = (ok: boolean): Verdict => (ok ? 'PASS' : 'FAIL');

/** One line per figure: what, the measured value, the bar beside it, the verdict. */
export function printFigure(f: Figure): void {
  console.log(`${f.name.padEnd(44)} ${f.value.padEnd(58)} bar: ${f.bar.padEnd(30)} ${f.verdict}`);
}

/** bench/results/<timestamp>.json: every figure with its raw samples, and the machine it ran on. */
export function writeResults(figures: Figure[], startedAt: Date): string {
  const dir = new URL('../results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const file = new URL(`${startedAt.toISOString().replace(/[:.]/g, '-')}.json`, dir);
  const machine = { cpus: cpus().length, model: cpus()[0]?.model, loadavg: loadavg(), node: process.version };
  writeFileSync(file, `${JSON.stringify({ startedAt: startedAt.toISOString(), machine, figures }, null, 2)}\n`);
  return file.pathname;
}
