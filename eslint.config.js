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
const apiImports = (message) => ({ regex: '^(@sdp/api(/.*)?|.*/api/src/.*)$', message });
const apiImportsByTheBackEnd = apiImports('workers and server do not import the API: what both need lives in the server package or shared/.');

const apiFeatures = readdirSync(`${root}/api/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
// The API's composition (the routes tier): the app, the server and the pages it hosts, the command-line tools.
const apiComposition = ['api/src/app.ts', 'api/src/server.ts', 'api/src/cli', 'api/src/web-host.ts', 'api/src/public-pages.ts', 'api/src/sitemap-entries.ts'];

// One direction of imports in the API (docs/design.md §17, ADR 094, ADR 104): shared API code (lib, middleware, db) -> features ->
// the composition above; features do not import each other, with no exceptions: what two features share is domain code in server/.
// NOTE: a test may build the whole app (createApp) to drive its unit over HTTP: tests sit above the composition.
const apiBoundaries = ({ test = false } = {}) => [
  ...apiFeatures.map((feature) => ({
    target: `api/src/features/${feature}`,
    from: 'api/src/features',
    except: [`./${feature}`],
    message: 'API features do not import each other: what several features use lives in api/src/lib or the server package.',
  })),
  ...['api/src/lib', 'api/src/middleware', 'api/src/db'].map((target) => ({
    target,
    from: 'api/src/features',
    message: 'Shared API code (api/src/lib, api/src/middleware, api/src/db) does not import features.',
  })),
  ...(test ? [] : ['api/src/features', 'api/src/lib', 'api/src/middleware', 'api/src/db']).flatMap((target) =>
    apiComposition.map((from) => ({
      target,
      from,
      message: 'The app, the server and the CLI compose features and shared code; nothing below them imports them.',
    })),
  ),
];

/** Imports of other packages by name (`@sdp/x`) or by a relative path into their source. */
const packageImports = (packages, message) => ({
  regex: `^(@sdp/(${packages.join('|')})(/.*)?|.*/(${packages.join('|')})/src/.*)$`,
  message,
});

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

  // The API's layers and features (docs/design.md §17), as the SPA's are linted above.
  {
    files: ['api/src/**/*.ts'],
    rules: { 'boundaries/no-restricted-paths': ['error', { basePath: root, zones: apiBoundaries() }] },
  },
  {
    files: ['api/src/**/*.test.ts'],
    rules: { 'boundaries/no-restricted-paths': ['error', { basePath: root, zones: apiBoundaries({ test: true }) }] },
  },

  // server/ on one axis (docs/design.md §23): the table owners of server/src/db hold SQL, one row mapping, named views and named
  // writes, and import nothing of server/src above them; the rules that call them live in the domain folders.
  {
    files: ['server/src/db/**/*.ts'],
    rules: {
      'boundaries/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [{
            target: 'server/src/db',
            from: 'server/src',
            except: ['./db'],
            message: 'server/src/db holds table owners only and imports no domain folder: a rule lives in its domain folder (orders/, referrals/, messages/, weather/ ...) and calls the owner.',
          }],
        },
      ],
    },
  },

  // One clock (docs/design.md §23): shared/src/pacific-time.ts names the business's zone and owns San Diego's date and wall time;
  // every other file calls it. Tests may name the zone to check it.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['shared/src/pacific-time.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...["Literal[value='America/Los_Angeles']", "TemplateElement[value.cooked='America/Los_Angeles']"].map((selector) => ({
          selector,
          message: "San Diego's zone is named once, in shared/src/pacific-time.ts: use BUSINESS_TIME_ZONE or its functions (sanDiegoDate, sanDiegoClock, sanDiegoInstant, addDays).",
        })),
      ],
    },
  },

  // Packages (docs/design.md §10): workers never import the API; the SPA takes only types from it (hc<AppType>); the server
  // package sits below the API and the workers, and shared/ below everything (routes -> features -> server -> shared).
  {
    files: ['workers/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [apiImportsByTheBackEnd] }] },
  },
  {
    files: ['server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [apiImportsByTheBackEnd, packageImports(['workers'], 'The server package does not import the workers: both import it.')] },
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [packageImports(['server', 'api', 'workers', 'web'], 'shared/ is pure and imports no other package of ours (docs/design.md §1).')] },
      ],
    },
  },
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
