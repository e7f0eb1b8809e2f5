// One linter for the whole repository (docs/design.md §10): correctness and import boundaries, no formatting rules.
// `make lint` runs it; `make test` runs it before the tests. Why these rules: docs/decisions/024-linting.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/eslint-rules/no-restricted-paths.js';

const root = import.meta.dirname;
const webFeatures = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// One direction of imports in the SPA (docs/decisions/024-linting.md): lib and components -> features -> routes.
const webBoundaries = [
  ...webFeatures.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`],
    message: 'Web features do not import each other: what several features use lives in web/src/lib or web/src/components.',
  })),
  ...['web/src/lib', 'web/src/components'].map((target) => ({
    target,
    from: 'web/src/features',
    message: 'Shared code (web/src/lib, web/src/components) does not import features.',
  })),
  ...['web/src/lib', 'web/src/components', 'web/src/features'].map((target) => ({
    target,
    from: 'web/src/routes',
    message: 'Routes compose features and shared code; nothing imports a route.',
  })),
];

/** The API package by name or by a relative path into its source (its test harness, api/test, may drive it in tests). */
const apiImports = (message, allowed = []) => {
  const except = allowed.map((path) => `(?!.*/${path.replaceAll('.', '\\.')}$)`).join('');
  return { regex: `^${except}(@sdp/api(/.*)?|.*/api/src/.*)$`, message };
};
const apiImportsByTheBackEnd = (allowed) =>
  apiImports('workers and server do not import the API: what both need lives in the server package or shared/.', allowed);

// TODO(issue 12): removed when the staff test fixtures move from api/src to api/test (they are test-only)
// Files -> API source files they still import. Today: pipeline, balance, money-world, quote-confirmation-abuse tests.
const backEndFilesStillOnApi = {
  'workers/test/**': ['api/src/features/auth/staff-fixtures.ts'],
};

export default defineConfig([
  globalIgnores(['**/node_modules/', '**/dist/', 'web/dist-ssr/', '.tmp/', 'coverage/', 'e2e/artifacts/', 'bench/results/', 'web/src/routeTree.gen.ts']),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { boundaries },
    rules: {
      // NOTE: `_`-prefixed names and rest siblings are how the code drops a field on purpose ({ priceCents: _omit, ...wire }).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/no-unused-expressions': ['error', { allowShortCircuit: true, allowTernary: true }],
    },
  },

  // The SPA: the rules of hooks, with the React Compiler's checks that ship with them.
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      // NOTE: pages are prerendered and hydrated (web/README.md), so state that depends on the browser (document.readyState,
      // sessionStorage, a loaded script) is set in an effect after hydration, which is the pattern this rule forbids.
      'react-hooks/set-state-in-effect': 'off',
      'boundaries/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries }],
    },
  },

  // Packages (docs/design.md §10): workers never import the API; the SPA takes only types from it (hc<AppType>).
  {
    files: ['workers/**', 'server/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [apiImportsByTheBackEnd()] }] },
  },
  ...Object.entries(backEndFilesStillOnApi).map(([files, allowed]) => ({
    files: [files],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [apiImportsByTheBackEnd(allowed)] }] },
  })),
  {
    files: ['web/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ ...apiImports('The SPA takes only types from the API (import type { AppType } from \'@sdp/api\').'), allowTypeImports: true }] },
      ],
    },
  },

  // Classic scripts the browser runs as they are (written as ES5 on purpose).
  {
    files: ['web/src/prerender/shell-guard.js', 'dev/src/stripe-emulator/stripe-js-client.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/no-this-alias': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
    },
  },
  // Art scripts whose functions run inside the page Playwright drives.
  {
    files: ['web/scripts/art/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
]);
