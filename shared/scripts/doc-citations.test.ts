import { existsSync, readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const sources = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.js', '*.mjs', '*.sql', '*.css', '*.html', '*.sh', 'Makefile'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((path) => path && existsSync(join(root, path)));

/** Lines of the repository's own source that match `pattern`, as `path:line: text`. */
function linesMatching(pattern: RegExp): string[] {
  const hits: string[] = [];
  for (const path of sources) {
    readFileSync(join(root, path), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (pattern.test(line)) hits.push(`${path}:${i + 1}: ${line.trim()}`);
      });
  }
  return hits;
}

// NOTE: issue 12 item 8 and ADR 027: a comment that cites a rule points at a document inside the repository.
describe('comments cite documents inside the repository', () => {
  it('names the document wherever a section of the design or the spec is cited', () => {
    expect(linesMatching(/(?<![\w./-])(design|spec) §/i)).toEqual([]);
  });

  it('cites only docs/ files that exist', () => {
    const missing = linesMatching(/docs\/[\w./-]+\.md/)
      .flatMap((hit) => [...hit.matchAll(/docs\/[\w./-]+\.md/g)].map((m) => m[0]))
      .filter((doc) => !existsSync(join(root, doc)));
    expect([...new Set(missing)]).toEqual([]);
  });
});
