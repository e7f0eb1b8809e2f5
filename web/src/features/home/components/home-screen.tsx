import { Fragment, useEffect, type ReactElement, type ReactNode } from 'react';
import { usePageMeta } from '../../../lib/seo.ts';
import { scrollToSection } from '../../../lib/scroll-to-section.ts';
import { useProgressiveSections } from '../../../lib/progressive-sections.ts';
import { Hero } from './hero.tsx';
import { usePackages } from '../../../lib/api/catalog.ts';
import { GallerySection } from './gallery-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { staticSection } from '../../../components/static-section.tsx';

// NOTE: the sections without anything to interact with stay the server's markup on a page it rendered; their code is fetched
// only after a client-side navigation to `/` (components/static-section.tsx, ADR 061).
const HowItWorks = staticSection('how-it-works', () => import('./how-it-works.tsx').then((m) => ({ default: m.HowItWorks })));
const ServiceComparison = staticSection('comparison', () => import('./service-comparison.tsx').then((m) => ({ default: m.ServiceComparison })));
const Testimonials = staticSection('testimonials', () => import('./testimonials.tsx').then((m) => ({ default: m.Testimonials })));
const Reviews = staticSection('reviews', () => import('./reviews.tsx').then((m) => ({ default: m.Reviews })));
const AboutSection = staticSection('about', () => import('./about-section.tsx').then((m) => ({ default: m.AboutSection })));

interface HomeSlots {
  /** The season's promo countdown, right under the hero. */
  promo: ReactNode;
  /** The packages section (#packages), which opens the order and quote dialogs. */
  packages: ReactElement;
  /** The service-area section (#service-areas) with its zip check. */
  serviceAreas: ReactElement;
  /** The dialogs the sections open. */
  children?: ReactNode;
}

/**
 * The home page (docs/product-spec.md §2 "/"): sections in the spec's order. The parts other features own arrive as slots from the route
 * (routes/index.tsx), so this feature imports none of them (web/README.md).
 */
export function HomeScreen({ promo, packages, serviceAreas, children }: HomeSlots) {
  usePageMeta('/', usePackages().data);

  useEffect(() => {
    // NOTE: arriving at /#section from another page: the section exists only now that this screen has rendered.
    const section = window.location.hash.slice(1);
    if (section) requestAnimationFrame(() => scrollToSection(section));
  }, []);

  // NOTE: in the spec's order; they mount one per idle moment after the first paint (lib/progressive-sections.ts).
  const belowFold: ReactElement[] = [
    <HowItWorks key="how" />,
    <ServiceComparison key="compare" />,
    <Fragment key="packages">{packages}</Fragment>,
    <GallerySection key="gallery" />,
    <Fragment key="areas">{serviceAreas}</Fragment>,
    <Testimonials key="testimonials" />,
    <Reviews key="reviews" />,
    <AboutSection key="about" />,
    <FaqSection key="faq" />,
  ];
  const shown = useProgressiveSections(belowFold.length);

  return (
    <main>
      <Hero />
      {promo}
      {belowFold.slice(0, shown)}
      {/* NOTE: holds the footer below the fold until the sections above it are in. */}
      {shown < belowFold.length && <div aria-hidden="true" className="min-h-screen" />}
      {children}
    </main>
  );
}
