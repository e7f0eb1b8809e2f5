import type { QueryClient } from '@tanstack/react-query';
import { PAGE_META, type PublicPath } from '@sdp/shared/constants/pages';
import { BUSINESS } from '@sdp/shared/constants/business';
import type { BlogPost } from '@sdp/shared/content/blog-posts';
import type { PageHead } from '@sdp/shared/pages/page-head';
import type { AddOnService, Package, SeasonInfo, ServiceArea } from '@sdp/shared/wire';
import { pageDescription } from '@sdp/shared/constants/pages';
import { catalogPriceRange } from '@sdp/shared/catalog-prices';
import type { createAppRouter } from '../router.ts';
import { faqItems } from '../features/home/data/faq.ts';
import { communityMeta } from '../features/service-areas/logic/community-meta.ts';
import { RENEWAL_META } from '../features/renewals/logic/renewal-meta.ts';

type Router = ReturnType<typeof createAppRouter>;

/** Route ids of the public pages whose head comes from the shared table (shared/src/constants/pages.ts). */
const STATIC_PAGES: Record<string, PublicPath> = {
  '/': '/',
  '/packages/': '/packages',
  '/collections': '/collections',
  '/reserve': '/reserve',
  '/service-areas/': '/service-areas',
  '/blog/': '/blog',
  '/landing': '/landing',
  '/halloween': '/halloween',
  '/terms': '/terms',
  '/privacy-policy': '/privacy-policy',
};

const product = (pkg: Package, url: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: pkg.name,
  description: pkg.description,
  url,
  brand: { '@type': 'Brand', name: BUSINESS.product },
  offers: {
    '@type': 'AggregateOffer',
    priceCurrency: 'USD',
    lowPrice: pkg.dropOffPrice,
    highPrice: pkg.whiteGlovePrice,
    offerCount: 2,
    availability: 'https://schema.org/InStock',
  },
});

function faqPage(packages: Package[], addOns: AddOnService[] | undefined, season: SeasonInfo | undefined) {
  // NOTE: the same answers the FAQ section shows, prices and booking sentence included (features/home/components/faq-section.tsx).
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqItems(packages, addOns, season).map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

const blogPosting = (post: BlogPost, url: string, image: string) => ({
  '@context': 'https://schema.org',
  '@type': 'BlogPosting',
  headline: post.title,
  description: post.excerpt,
  datePublished: post.date,
  author: { '@type': 'Person', name: post.author },
  publisher: { '@type': 'Organization', name: BUSINESS.product },
  image,
  mainEntityOfPage: url,
  keywords: post.tags.join(', '),
});

/**
 * A page the server renders with this head and status, or a page left to the browser (with the status to answer). `gone`: the page
 * stands for something that has ended (a renewal offer whose hold passed): 410.
 */
export type PageOutcome = { head: PageHead; notFound: boolean; gone?: boolean } | { browser: true; status: 200 | 404 };

const BROWSER: PageOutcome = { browser: true, status: 200 };

/**
 * Route ids of every page the server renders: the table's pages, the three drawn from data (pageHeadOf gives their heads) and the
 * renewal offer, the one signed-link page rendered here (ADR 194: the page that brings last year's households back).
 */
const SERVER_RENDERED = new Set([...Object.keys(STATIC_PAGES), '/packages/$id', '/service-areas/$slug', '/blog/$id', '/renew/$token']);

/** True for a route the server renders; staff screens and other signed links are the browser's own (index.html, then the app mounts). */
export const isServerRendered = (routeId: string): boolean => SERVER_RENDERED.has(routeId);

/**
 * The head of the page the router has just loaded (docs/design.md §14), or what to do instead: staff screens and signed links are
 * left to the browser; an unknown package keeps its screen's own message, under a 404 status.
 */
export function pageHeadOf(router: Router, queryClient: QueryClient, site: string): PageOutcome {
  const matches = router.state.matches;
  const leaf = matches.at(-1);
  // NOTE: the router marks the route that shows the 404 with `_notFound` (no public flag says so).
  if (!leaf || matches.some((match) => match.status === 'notFound' || (match as { _notFound?: boolean })._notFound)) {
    // NOTE: the words the 404 screen sets itself (components/layout/not-found.tsx).
    const head = { path: '/', title: 'Page Not Found | SD Pumpkin', description: 'The page you were looking for does not exist.', crumbs: [], indexable: false };
    return { head, notFound: true };
  }
  const data = <T,>(key: readonly unknown[]) => queryClient.getQueryData<T>(key);
  const packages = data<Package[]>(['packages']) ?? [];
  const season = data<SeasonInfo>(['season']);
  const priceRange = catalogPriceRange(packages);
  const staticPath = STATIC_PAGES[leaf.routeId];
  if (staticPath) {
    const meta = PAGE_META[staticPath];
    const jsonLd = [
      ...(staticPath === '/' ? [faqPage(packages, data<AddOnService[]>(['add-on-services']), season)] : []),
      ...(staticPath === '/' || staticPath === '/packages' ? packages.map((pkg) => product(pkg, `${site}/packages/${pkg.id}`)) : []),
    ];
    return {
      head: {
        path: staticPath, title: meta.title, description: pageDescription(staticPath, packages), priceRange,
        crumbs: 'crumb' in meta ? [{ name: meta.crumb, path: staticPath }] : [], jsonLd,
      },
      notFound: false,
    };
  }
  if (leaf.routeId === '/packages/$id') {
    const pkg = data<Package>(['packages', leaf.params.id]);
    if (!pkg) return { browser: true, status: 404 };
    const path = `/packages/${pkg.id}`;
    return {
      head: {
        path,
        title: `${pkg.name} | SD Pumpkin Packages`,
        description: `${pkg.name}: ${pkg.description}`,
        crumbs: [{ name: 'Packages', path: '/packages' }, { name: pkg.name, path }],
        jsonLd: [product(pkg, `${site}${path}`)],
      },
      notFound: false,
    };
  }
  if (leaf.routeId === '/service-areas/$slug') {
    const area = leaf.loaderData as ServiceArea;
    const path = `/service-areas/${area.slug}`;
    return {
      head: { path, ...communityMeta(area), crumbs: [{ name: 'Service Areas', path: '/service-areas' }, { name: area.name, path }] },
      notFound: false,
    };
  }
  if (leaf.routeId === '/blog/$id') {
    const post = leaf.loaderData as BlogPost;
    const path = `/blog/${post.id}`;
    return {
      head: {
        path,
        title: `${post.title} | The Porch Journal | SD Pumpkin`,
        description: post.excerpt,
        crumbs: [{ name: 'The Porch Journal', path: '/blog' }, { name: post.title, path }],
        image: post.image,
        jsonLd: [blogPosting(post, `${site}${path}`, `${site}${post.image}`)],
      },
      notFound: false,
    };
  }
  if (leaf.routeId === '/renew/$token') return renewalHead(queryClient.getQueryState(['renewal', leaf.params.token]));
  return BROWSER;
}

/** The words the renewal screen sets itself; never indexed, no canonical (its address holds the token). */
const RENEWAL_HEAD: PageHead = { path: '/renew', ...RENEWAL_META, crumbs: [], indexable: false };

/**
 * The renewal offer's page, rendered with the offer as it stands: 200, or 410 once its hold has passed; a link that opens no offer
 * is the screen's own message under a 404. Any other failure (the API busy, a refusal for too many tries) is left to the browser.
 */
function renewalHead(state: { status: string; data?: unknown; error?: unknown } | undefined): PageOutcome {
  if (state?.status === 'success') return { head: RENEWAL_HEAD, notFound: false, gone: (state.data as { status?: string }).status === 'expired' };
  const status = (state?.error as { status?: unknown } | undefined)?.status;
  return status === 404 ? { head: RENEWAL_HEAD, notFound: true } : BROWSER;
}
