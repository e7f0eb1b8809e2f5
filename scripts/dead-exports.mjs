// Exports of server/ and shared/ that no other file of the repository names (docs/design.md §23): `node scripts/dead-exports.mjs`.
// A word search, not a type checker: a name used only in its own file is listed with "(used in its file)", the export keyword is
// then the only thing to drop; a name that only a test names is listed as "(tests only)".
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const root = join(import.meta.dirname, '..');
const skip = new Set(['node_modules', 'dist', '.data', '.tmp', 'coverage', 'artifacts', 'results', '.git']);
const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    skip.has(entry.name) ? [] : entry.isDirectory() ? walk(join(dir, entry.name)) : /\.(ts|tsx|mjs|js)$/.test(entry.name) ? [join(dir, entry.name)] : []);
const files = ['api', 'workers', 'web', 'server', 'shared', 'dev', 'e2e', 'bench', 'integrations', 'scripts'].flatMap((d) => walk(join(root, d)));
const text = new Map(files.map((f) => [f, readFileSync(f, 'utf8')]));
const isTest = (f) => /\.test\.tsx?$|[/\\]test[/\\]/.test(f);

for (const file of files.filter((f) => /^(server|shared)[/\\]src[/\\]/.test(relative(root, f)) && !isTest(f))) {
  const code = text.get(file);
  for (const [, name] of code.matchAll(/^export (?:async )?(?:const|function|interface|type|class|enum) ([A-Za-z_$][\w$]*)/gm)) {
    const word = new RegExp(`\\b${name.replace(/\$/g, '\\$')}\\b`);
    const users = files.filter((f) => f !== file && word.test(text.get(f)));
    if (users.some((f) => !isTest(f))) continue;
    const own = (code.match(new RegExp(`\\b${name}\\b`, 'g')) ?? []).length > 1;
    console.log(`${relative(root, file).split(sep).join('/')}: ${name}${users.length ? ' (tests only)' : ''}${own ? ' (used in its file)' : ''}`);
  }
}
