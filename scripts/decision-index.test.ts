import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/design.md §17: docs/decisions/README.md indexes every ADR with its status (accepted, superseded by N).
const dir = join(import.meta.dirname, '..', 'docs', 'decisions');
const adrFiles = readdirSync(dir).filter((f) => /^\d{3}-.+\.md$/.test(f)).sort();
const index = readFileSync(join(dir, 'README.md'), 'utf8');
/** The index's rows: `| [NNN](file.md) | title | status |`. */
const rows = [...index.matchAll(/^\| \[(\d{3})\]\(([^)]+)\) \| .+ \| (.+) \|$/gm)].map(([, number, file, status]) => ({ number: number!, file: file!, status: status! }));

/** The Status bullet of an ADR, with its continuation lines. */
function statusOf(file: string): string {
  const text = readFileSync(join(dir, file), 'utf8');
  return /^- Status:([\s\S]*?)(?=^- |^#|$(?![\s\S]))/m.exec(text)?.[1]?.replace(/\s+/g, ' ') ?? '';
}

/** [older, newer] for every "supersedes ... ADR N" in an ADR's status and every "superseded by ADR N". */
function supersessions(): [string, string][] {
  return adrFiles.flatMap((file): [string, string][] => {
    const number = file.slice(0, 3);
    const status = statusOf(file);
    const older = [...(/supersedes ([^;)]*)/i.exec(status)?.[1] ?? '').matchAll(/ADR (\d{3})/g)].map((m): [string, string] => [m[1]!, number]);
    const newer = [...status.matchAll(/superseded by ADR (\d{3})/gi)].map((m): [string, string] => [number, m[1]!]);
    return [...older, ...newer];
  });
}

describe('the ADR index (docs/decisions/README.md)', () => {
  it('lists every ADR file once, and only files that exist', () => {
    expect(rows.map((r) => r.file).sort()).toEqual(adrFiles);
    for (const row of rows) expect(row.file.startsWith(`${row.number}-`), row.file).toBe(true);
  });

  it('gives each ADR a status: accepted, or superseded by a later one', () => {
    for (const row of rows) expect(row.status, row.file).toMatch(/^(accepted|superseded by \d{3})/);
  });

  it('says "superseded by N" on every ADR a later one supersedes, in whole or in part', () => {
    const pairs = supersessions();
    expect(pairs.length).toBeGreaterThan(0);
    for (const [older, newer] of pairs) {
      expect(rows.find((r) => r.number === older)?.status, `ADR ${older} superseded by ${newer}`).toContain(`superseded by ${newer}`);
    }
  });
});
