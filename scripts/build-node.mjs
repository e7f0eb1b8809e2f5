// Bundle a Node workspace (api, workers) into <workspace>/dist with esbuild: our own TypeScript (including @sdp/* workspaces)
// is compiled in, third-party packages stay external and load from node_modules.
// Usage (from the workspace folder): node ../scripts/build-node.mjs <name> <entry.ts>...
import { build } from 'esbuild';

const [name, ...entries] = process.argv.slice(2);
if (!name || entries.length === 0) {
  console.error('usage: build-node.mjs <name> <entry.ts>...');
  process.exit(2);
}

const externalThirdParty = {
  name: 'external-third-party',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@sdp/') ? undefined : { path: args.path, external: true }));
  },
};

await build({
  entryPoints: entries,
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'warning',
  plugins: [externalThirdParty],
});
console.log(`built ${name}: ${entries.join(', ')} -> ${name}/dist`);
