import { revealAllSections } from './progressive-sections.ts';

/** Smoothly bring a section into view; returns false when it is not on this page. */
export function scrollToSection(id: string): boolean {
  // NOTE: sections still waiting to mount would push the target down mid-scroll, or be the target.
  revealAllSections();
  const element = document.getElementById(id);
  if (!element) return false;
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  return true;
}
