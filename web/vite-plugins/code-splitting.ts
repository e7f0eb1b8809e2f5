/**
 * How the build groups modules into chunks (docs/design.md §14, ADR 061). Left alone, the bundler cut React, the router and React
 * Query into about twenty chunks of a few hundred bytes to 20 KB, and every public page fetched all of them before its first
 * render: each a request with about 1 KB of headers, and gzip working on small pieces. They are one chunk now, the code every page
 * runs before anything else. The hooks only forms use (mutations) stay out of it, with the forms.
 */
const FRAMEWORK = /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|query-core|react-query))[\\/]/;
const FORMS_ONLY = /[\\/](useMutation|mutationObserver|useMutationState|useIsMutating)\.js$/;

export const codeSplitting = {
  groups: [{ name: 'framework', test: (id: string) => FRAMEWORK.test(id) && !FORMS_ONLY.test(id), priority: 1 }],
};
