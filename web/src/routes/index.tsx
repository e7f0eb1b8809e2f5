import { lazy, Suspense, useEffect, useState } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { Package } from '@sdp/shared/wire';
import { HomeScreen } from '../features/home/components/home-screen.tsx';
import { SeasonPromo } from '../features/season/components/season-promo.tsx';
import { PackagesSection } from '../features/catalog/components/packages-section.tsx';
import { ServiceAreaSection } from '../features/delivery/components/service-area-section.tsx';
import { packagesQueryOptions, addOnServicesQueryOptions } from '../lib/api/catalog.ts';
import { homeCommunitiesQueryOptions } from '../features/delivery/api/get-home-communities.ts';
import { galleryQueryOptions } from '../features/home/api/get-gallery.ts';
import { track } from '../lib/analytics.ts';

// NOTE: the forms (react-hook-form, schemas, Radix dialog) load on first use, keeping them out of the home page's first bytes.
const OrderDialog = lazy(() => import('../features/order/components/order-dialog.tsx'));
const QuoteDialog = lazy(() => import('../features/quotes/components/quote-dialog.tsx'));

export const Route = createFileRoute('/')({
  // NOTE: `?quote=custom` opens the custom quote dialog: the next step offered for a zip we do not serve (components/unserved-zip-next-step.tsx).
  validateSearch: (search: Record<string, unknown>): { quote?: 'custom' | undefined } => (search.quote === 'custom' ? { quote: 'custom' } : {}),
  // NOTE: the sections below the fold arrive complete (no spinner growing into a list), so a jump to one of them lands where it
  // stays. The lists are small cached API answers fetched alongside the season; a failure shows in its section, not here.
  loader: async ({ context: { queryClient } }) => {
    const settle = (loading: Promise<unknown>) => loading.catch(() => null);
    await Promise.all([
      settle(queryClient.ensureQueryData(packagesQueryOptions())),
      settle(queryClient.ensureQueryData(addOnServicesQueryOptions())),
      settle(queryClient.ensureQueryData(homeCommunitiesQueryOptions())),
      settle(queryClient.ensureQueryData(galleryQueryOptions())),
    ]);
  },
  component: Home,
});

/** Composes the home page from its features: the packages section opens the order or quote dialog, owned here. */
function Home() {
  const [orderPackage, setOrderPackage] = useState<Package | null>(null);
  const [orderOpen, setOrderOpen] = useState(false);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const quoteAsked = Route.useSearch({ select: (search) => search.quote === 'custom' });
  const navigate = useNavigate();
  useEffect(() => {
    if (quoteAsked) setQuoteOpen(true);
  }, [quoteAsked]);
  const changeQuoteOpen = (open: boolean) => {
    setQuoteOpen(open);
    // NOTE: closing drops ?quote=custom, so a reload or the back button does not open the dialog again.
    if (!open && quoteAsked) void navigate({ to: '/', search: {}, replace: true });
  };

  const reserve = (pkg: Package) => {
    track.engagement('package_viewed', 'packages', { package_name: pkg.name });
    setOrderPackage(pkg);
    setOrderOpen(true);
  };

  return (
    <HomeScreen
      promo={<SeasonPromo />}
      packages={<PackagesSection onReserve={reserve} onRequestQuote={() => setQuoteOpen(true)} />}
      serviceAreas={<ServiceAreaSection />}
    >
      <Suspense fallback={null}>
        {orderPackage && <OrderDialog key={orderPackage.id} pkg={orderPackage} open={orderOpen} onOpenChange={setOrderOpen} />}
        {quoteOpen && <QuoteDialog open={quoteOpen} onOpenChange={changeQuoteOpen} />}
      </Suspense>
    </HomeScreen>
  );
}
