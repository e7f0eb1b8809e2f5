/**
 * How the build groups modules into chunks (docs/design.md §14, ADR 061). Left alone, the bundler cut React, the router and React
 * Query into about twenty chunks of a few hundred bytes to 20 KB, and every public page fetched all of them before its first
 * render: each a request with about 1 KB of headers, and gzip working on small pieces. They are one chunk now, the code every page
 * runs before anything else. The hooks only forms use (mutations) stay out of it, with the forms.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]/;
const FORMS_ONLY = /[\\/](useMutation|mutationObserver|useMutationState|useIsMutating)\.js$/;

/**
 * The small first-party modules nearly every public page runs at start (the render clock, the API fetch, money, dates, the
 * catalog's and service areas' queries, class names, the season's words, the pictures of the home, landing and Halloween pages).
 * The bundler cut them into fifteen chunks of 0.1 to 1 KB gzip because route chunks share them; each file costs its own gzip
 * header and import lines, and no page saves anything by fetching them apart: one chunk, `site-kit` (ADR 078). A module listed
 * here must be one most public pages run.
 */
const SITE_KIT_MODULES = [
  'web/src/lib/(render-clock|scroll-to-section|when-idle|api-fetch|asset-url|season-copy|format-date|illustration|group-packages)',
  'web/src/lib/api/(catalog|preload)',
  'web/src/components/ui/(cn|catalog-photo|site-picture)',
  'web/src/features/service-areas/api/get-service-areas',
  'shared/src/(constants/business|catalog-prices|money)',
];
const SITE_KIT = new RegExp(`[\\\\/](${SITE_KIT_MODULES.join('|').replaceAll('/', '[\\\\/]')})\\.tsx?$`);

export const codeSplitting = {
  groups: [
    { name: 'framework', test: (id: string) => FRAMEWORK.test(id) && !FORMS_ONLY.test(id), priority: 1 },
    { name: 'site-kit', test: (id: string) => SITE_KIT.test(id) },
  ],
};
