import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import type { Package } from '@sdp/shared/wire';
import { useDocumentMeta, localBusinessJsonLd } from '../../../lib/seo.ts';
import { scrollToSection } from '../../../lib/scroll-to-section.ts';
import { useProgressiveSections } from '../../../lib/progressive-sections.ts';
import { track } from '../../../lib/analytics.ts';
import { PromoCountdown } from '../../season/components/promo-countdown.tsx';
import { PackagesSection } from '../../catalog/components/packages-section.tsx';
import { ServiceAreaSection } from '../../delivery/components/service-area-section.tsx';
import { Hero } from './hero.tsx';
import { HowItWorks } from './how-it-works.tsx';
import { ServiceComparison } from './service-comparison.tsx';
import { GallerySection } from './gallery-section.tsx';
import { Testimonials } from './testimonials.tsx';
import { Reviews } from './reviews.tsx';
import { AboutSection } from './about-section.tsx';
import { FaqSection } from './faq-section.tsx';

// NOTE: the forms (react-hook-form, schemas, Radix dialog) load on first use, keeping them out of the home page's first bytes.
const OrderDialog = lazy(() => import('../../order/components/order-dialog.tsx'));
const QuoteDialog = lazy(() => import('../../quotes/components/quote-dialog.tsx'));

const TITLE = "SD Pumpkin | San Diego's Premier Pumpkin Delivery Service";
const DESCRIPTION =
  'Luxury fall porch decor in San Diego. White-Glove and Drop-Off pumpkin collections delivered and styled in Rancho Santa Fe, Point Loma, La Jolla and Del Mar. Starting at $325.';

/** The home page (spec §2 "/"): sections in the spec's order; owns which dialog is open. */
export function HomeScreen() {
  useDocumentMeta(TITLE, DESCRIPTION);
  const [orderPackage, setOrderPackage] = useState<Package | null>(null);
  const [orderOpen, setOrderOpen] = useState(false);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const quoteAsked = useSearch({ from: '/', select: (search) => search.quote === 'custom' });
  const navigate = useNavigate();
  useEffect(() => {
    if (quoteAsked) setQuoteOpen(true);
  }, [quoteAsked]);
  const changeQuoteOpen = (open: boolean) => {
    setQuoteOpen(open);
    // NOTE: closing drops ?quote=custom, so a reload or the back button does not open the dialog again.
    if (!open && quoteAsked) void navigate({ to: '/', search: {}, replace: true });
  };

  useEffect(() => {
    // NOTE: arriving at /#section from another page: the section exists only now that this screen has rendered.
    const section = window.location.hash.slice(1);
    if (section) requestAnimationFrame(() => scrollToSection(section));
  }, []);

  const reserve = (pkg: Package) => {
    track.engagement('package_viewed', 'packages', { package_name: pkg.name });
    setOrderPackage(pkg);
    setOrderOpen(true);
  };

  // NOTE: in the spec's order; they mount one per idle moment after the first paint (lib/progressive-sections.ts).
  const belowFold: ReactElement[] = [
    <HowItWorks key="how" />,
    <ServiceComparison key="compare" />,
    <PackagesSection key="packages" onReserve={reserve} onRequestQuote={() => setQuoteOpen(true)} />,
    <GallerySection key="gallery" />,
    <ServiceAreaSection key="areas" />,
    <Testimonials key="testimonials" />,
    <Reviews key="reviews" />,
    <AboutSection key="about" />,
    <FaqSection key="faq" />,
  ];
  const shown = useProgressiveSections(belowFold.length);

  return (
    <main>
      <script type="application/ld+json">{JSON.stringify(localBusinessJsonLd(window.location.origin + import.meta.env.BASE_URL))}</script>
      <Hero />
      <PromoCountdown />
      {belowFold.slice(0, shown)}
      {/* NOTE: holds the footer below the fold until the sections above it are in. */}
      {shown < belowFold.length && <div aria-hidden="true" className="min-h-screen" />}
      <Suspense fallback={null}>
        {orderPackage && <OrderDialog key={orderPackage.id} pkg={orderPackage} open={orderOpen} onOpenChange={setOrderOpen} />}
        {quoteOpen && <QuoteDialog open={quoteOpen} onOpenChange={changeQuoteOpen} />}
      </Suspense>
    </main>
  );
}
