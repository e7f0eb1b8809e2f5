/**
 * What a public page says when its data did not load, or is not there (docs/product-spec.md §8). Its own module, apart from
 * messages.ts: every public page shows these, and importing them from there brought every form's and toast's words along (ADR 061).
 */
export const PAGE_ERRORS = {
  packages: 'Error loading packages. Please try again later.',
  collections: 'Error loading collections. Please try again later.',
  packageDetail: 'Package not found or error loading details.',
  notFoundTitle: '404 Page Not Found',
  notFoundHint: 'Did you forget to add the page to the router?',
} as const;
