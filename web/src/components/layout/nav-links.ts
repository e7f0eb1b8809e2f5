/** The navigation of docs/product-spec.md §2: sections of / (anchors) and pages. */
export type NavLink = { label: string; section: string } | { label: string; to: '/' | '/service-areas' | '/blog' };

export const NAV_LINKS: NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Packages', section: 'packages' },
  { label: 'Gallery', section: 'gallery' },
  { label: 'Service Areas', to: '/service-areas' },
  { label: 'Blog', to: '/blog' },
  { label: 'About', section: 'about' },
  { label: 'Contact', section: 'contact' },
];
