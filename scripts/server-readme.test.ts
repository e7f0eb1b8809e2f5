import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// server/README.md names every folder of server/src with one line (docs/design.md §23): a newcomer finds where a rule lives there.
const root = join(import.meta.dirname, '..');

/** The folders of `dir` the README's "Folders" table does not name as `src/<folder>/`. */
function unnamedFolders(folders: readonly string[], readme: string): string[] {
  const table = readme.split(/^## /m).find((part) => part.startsWith('Folders')) ?? '';
  return folders.filter((folder) => !new RegExp(`^\\| \`src/${folder}/\` \\| [^|\\s]`, 'm').test(table));
}

describe('server/README.md', () => {
  it('names every folder of server/src in its Folders table, each with a line', () => {
    const folders = readdirSync(join(root, 'server/src'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    expect(folders.length).toBeGreaterThan(10);
    expect(unnamedFolders(folders, readFileSync(join(root, 'server/README.md'), 'utf8'))).toEqual([]);
  });

  it('finds a folder the table leaves out, or names without a line, or names only in prose', () => {
    const readme = '# server\n\n## Folders of `src/`\n\n| folder | one line |\n|---|---|\n| `src/db/` | table owners |\n| `src/orders/` | |\n\n## Files\n\n`src/texts/` is mentioned here.\n';
    expect(unnamedFolders(['db', 'orders', 'texts'], readme)).toEqual(['orders', 'texts']);
  });
});
