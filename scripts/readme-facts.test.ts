import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { envSchema } from '@sdp/server/env';
import { QUEUE_NAMES } from '@sdp/server/queues';
import { describe, expect, it } from 'vitest';

// The facts the READMEs and .env.example state that the code can check (docs/design.md §23): every setting, every queue, every
// marker a README tells a reader to look for.
const root = join(import.meta.dirname, '..');
const read = (...path: string[]) => readFileSync(join(root, ...path), 'utf8');

/** The settings `.env.example` names, set (`KEY=`) or shown commented out (`# KEY=`). */
const exampleKeys = () => [...read('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map(([, key]) => key!);
/** What `make dev` alone reads (its ports), from scripts/dev-settings.mjs. */
const devKeys = () => [...read('scripts', 'dev-settings.mjs').matchAll(/\bsource\.([A-Z][A-Z0-9_]*)/g)].map(([, key]) => key!);
/** What `make start` reads beside the schema (the process counts, the connection limit, the app role's password), from its scripts. */
const startKeys = () => [read('scripts', 'start-settings.mjs'), read('scripts', 'app-password.mjs')]
  .flatMap((text) => [...text.matchAll(/\b(?:env|source)(?:\.|\[')([A-Z][A-Z0-9_]*)/g), ...text.matchAll(/count\('([A-Z][A-Z0-9_]*)'\)/g)])
  .map(([, key]) => key!);

describe('.env.example', () => {
  it('names every setting server/src/env.ts reads', () => {
    const listed = new Set(exampleKeys());
    const missing = Object.keys(envSchema.entries).filter((key) => !listed.has(key));
    expect(missing, 'settings the schema reads that .env.example does not name').toEqual([]);
  });

  it('names nothing the schema, make dev or make start does not read', () => {
    const known = new Set([...Object.keys(envSchema.entries), ...devKeys(), ...startKeys()]);
    expect(exampleKeys().filter((key) => !known.has(key)), 'settings nothing reads').toEqual([]);
  });

  it('names each setting once', () => {
    const keys = exampleKeys();
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });
});

describe('README.md', () => {
  const readme = read('README.md');
  const section = (title: string) => {
    const start = readme.indexOf(`\n## ${title}\n`);
    expect(start, title).toBeGreaterThan(-1);
    const end = readme.indexOf('\n## ', start + 1);
    return readme.slice(start, end === -1 ? undefined : end);
  };

  it('names every queue of server/src/queues.ts in its Workers section, before the subsections', () => {
    const workers = section('Workers').split('\n### ')[0]!;
    for (const queue of QUEUE_NAMES) expect(workers, queue).toContain(`\`${queue}\``);
  });

  it('has no paragraph spliced into another: no line repeats the start of the line before, none goes on lower-case after a full stop', () => {
    let code = false;
    const lines = readme.split('\n').filter((line) => !(line.startsWith('```') ? (code = !code, true) : code));
    const spliced = lines.slice(1).flatMap((line, i) => {
      const before = lines[i]!;
      if (before.startsWith('|') || !line.trim()) return [];
      const repeated = line.length >= 40 && line.slice(0, 40) === before.slice(0, 40);
      const goesOn = /\.$/.test(before) && /^[a-z]/.test(line);
      return repeated || goesOn ? [`${before.slice(-50)} | ${line.slice(0, 50)}`] : [];
    });
    expect(spliced).toEqual([]);
  });
});

describe('web/README.md', () => {
  it('points only at markers some file under web/src carries', () => {
    const readme = read('web', 'README.md');
    const markers = [...readme.matchAll(/`(\/\/ [A-Z][A-Z_]+)`/g)].map(([, marker]) => marker!);
    const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [readFileSync(join(dir, entry.name), 'utf8')] : []);
    const code = sources(join(root, 'web', 'src')).join('\n');
    expect(markers.filter((marker) => !code.includes(marker)), 'markers no file carries').toEqual([]);
  });
});
