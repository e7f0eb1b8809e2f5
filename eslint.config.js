// One linter for the whole repository (design §10): correctness and import boundaries, no formatting rules.
// `make lint` runs it; `make test` runs it before the tests. Why these rules: docs/decisions/024-linting.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const webFeatures = readdirSync(`${root}/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// TODO(issue 12): removed when web features stop importing each other
// Web file or feature -> the files under web/src/features/ it still imports across the boundary. Nothing may be added here.
const webImportsBeingUntangled = {
  'features/blog': ['season/api/get-season.ts'],
  'features/checkout': ['catalog/api/get-add-on-services.ts', 'order/api/validate-promo-code.ts', 'order/logic/add-on-visibility.ts'],
  'features/collections': ['catalog/api/get-package.ts', 'catalog/api/get-packages.ts', 'catalog/logic/group-packages.ts'],
  'features/halloween': ['quotes/api/create-quote.ts'],
  'features/home': [
    'catalog/components/packages-section.tsx',
    'delivery/components/service-area-section.tsx',
    'order/components/order-dialog.tsx',
    'quotes/components/quote-dialog.tsx',
    'season/components/promo-countdown.tsx',
  ],
  'features/landing': ['home/components/section-heading.tsx', 'home/components/stars.tsx', 'quotes/api/create-quote.ts', 'season/api/get-season.ts'],
  'features/order': ['catalog/api/get-add-on-services.ts', 'delivery/api/check-delivery-zone.ts', 'delivery/api/get-delivery-zones.ts', 'season/api/get-season.ts'],
  'features/reservation': [
    'catalog/api/get-add-on-services.ts',
    'catalog/api/get-packages.ts',
    'delivery/api/get-delivery-zones.ts',
    'order/api/create-stripe-checkout.ts',
    'order/logic/add-on-visibility.ts',
    'order/logic/discount-message.ts',
    'order/logic/order-pricing.ts',
    'order/logic/use-promo-validation.ts',
    'season/api/get-season.ts',
  ],
  'features/service-areas': ['delivery/api/get-delivery-zones.ts'],
  'components/layout/sale-banner.tsx': ['season/api/get-season.ts'],
};
const untangling = (target) => (webImportsBeingUntangled[target] ?? []).map((file) => `./${file}`);

// One direction of imports in the SPA (docs/decisions/024-linting.md): lib and components -> features -> routes.
const webBoundaries = (sharedFile) => [
  ...webFeatures.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [`./${feature}`, ...untangling(`features/${feature}`)],
    message: 'Web features do not import each other: what several features use lives in web/src/lib or web/src/components.',
  })),
  ...['web/src/lib', 'web/src/components'].map((target) => ({
    target,
    from: 'web/src/features',
    except: sharedFile ? untangling(sharedFile) : [],
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

// TODO(issue 12): removed when the staff test fixtures move out of api/src (they are test-only)
// File -> API source files it still imports.
const backEndFilesStillOnApi = {
  'workers/test/pipeline.test.ts': ['api/src/features/auth/staff-fixtures.ts'],
};

export default defineConfig([
  globalIgnores(['**/node_modules/', '**/dist/', '.tmp/', 'coverage/', 'e2e/artifacts/', 'bench/results/', 'web/src/routeTree.gen.ts']),

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
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
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries() }],
    },
  },
  ...Object.keys(webImportsBeingUntangled)
    .filter((file) => !file.startsWith('features/'))
    .map((file) => ({
      files: [`web/src/${file}`],
      rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries(file) }] },
    })),

  // Packages (design §10): workers never import the API; the SPA takes only types from it (hc<AppType>).
  {
    files: ['workers/**', 'server/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [apiImportsByTheBackEnd()] }] },
  },
  ...Object.entries(backEndFilesStillOnApi).map(([file, allowed]) => ({
    files: [file],
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
