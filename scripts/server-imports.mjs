// The import graph of server/src between its folders (docs/design.md §23): which folder imports which, the arrows that go up
// from the table owners (server/src/db imports no domain folder) and the circles between folders. `node scripts/server-imports.mjs`
// prints the figures; scripts/server-imports.test.ts keeps them at zero.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The specifiers a module imports or re-exports (static and dynamic), as written. */
export function specifiersOf(code) {
  const found = [];
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) found.push(match[1]);
  return found;
}

/** The unit of server/src a path (relative to server/src, `/`-separated) belongs to: its top folder, or the file at the top. */
export const unitOf = (path) => path.split('/')[0];

/**
 * The folder-to-folder arrows of `files` (path relative to server/src -> source), each with the imports that make it:
 * `Map<from, Map<to, string[]>>`. Relative imports and `@sdp/server/...` count; packages do not; a unit's imports of itself do not.
 */
export function folderArrows(files) {
  const arrows = new Map();
  for (const [path, code] of files) {
    const from = unitOf(path);
    for (const specifier of specifiersOf(code)) {
      let target;
      if (specifier.startsWith('.')) target = normalize(join(dirname(path), specifier)).split(sep).join('/');
      else if (specifier.startsWith('@sdp/server/')) target = specifier.slice('@sdp/server/'.length);
      else continue;
      if (target.startsWith('..')) continue; // outside server/src (a lint rule refuses the other packages)
      const to = unitOf(target);
      if (to === from) continue;
      if (!arrows.has(from)) arrows.set(from, new Map());
      const byTarget = arrows.get(from);
      byTarget.set(to, [...(byTarget.get(to) ?? []), `${path} -> ${specifier}`]);
    }
  }
  return arrows;
}

/** The imports that go up from the table owners: any import from `db/` of another unit of server/src. */
export const upwardArrows = (arrows) => [...(arrows.get('db') ?? new Map()).values()].flat();

/** The circles between units: each strongly connected set of two or more units (Tarjan), sorted, and the arrows inside it. */
export function circles(arrows) {
  const units = [...new Set([...arrows.keys(), ...[...arrows.values()].flatMap((to) => [...to.keys()])])].sort();
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let next = 0;
  const visit = (unit) => {
    index.set(unit, next);
    low.set(unit, next);
    next += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const to of arrows.get(unit)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(unit, Math.min(low.get(unit), low.get(to)));
      } else if (onStack.has(to)) low.set(unit, Math.min(low.get(unit), index.get(to)));
    }
    if (low.get(unit) !== index.get(unit)) return;
    const set = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      set.push(member);
    } while (member !== unit);
    if (set.length > 1) found.push(set.sort());
  };
  for (const unit of units) if (!index.has(unit)) visit(unit);
  return found.map((set) => ({
    units: set,
    imports: set.flatMap((from) => set.flatMap((to) => arrows.get(from)?.get(to) ?? [])),
  }));
}

/** The non-test TypeScript files of server/src, as path (relative to server/src) -> source. */
export function serverSources(dir = join(root, 'server/src')) {
  const files = new Map();
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(name) || /\.test\.tsx?$/.test(name)) continue;
    files.set(name.split(sep).join('/'), readFileSync(join(dir, name), 'utf8'));
  }
  return files;
}

if (process.argv[1] && relative(process.argv[1], fileURLToPath(import.meta.url)) === '') {
  const arrows = folderArrows(serverSources());
  const up = upwardArrows(arrows);
  const found = circles(arrows);
  console.log(`upward arrows from server/src/db: ${up.length}`);
  for (const line of up) console.log(`  ${line}`);
  console.log(`circles between server/src folders: ${found.length}`);
  for (const circle of found) console.log(`  ${circle.units.join(' <-> ')}\n    ${circle.imports.join('\n    ')}`);
}
