import type { Sql } from '@sdp/server/db/sql';
import { seasonsChangedAt } from '@sdp/server/season/season-changes';
import { BLOG_POSTS } from '@sdp/shared/content/blog-posts';
import type { PublicPath } from '@sdp/shared/constants/pages';
import { getCatalog } from '@sdp/server/catalog/catalog-cache';
import type { SitemapEntry } from './public-pages.ts';

/** Pages whose content is the catalog and the season (prices, packages, delivery weeks, sale). */
const CATALOG_PAGES: PublicPath[] = ['/', '/packages', '/collections', '/reserve', '/service-areas', '/terms'];

const latest = (...dates: (Date | null | undefined)[]) =>
  new Date(Math.max(...dates.filter((date): date is Date => date instanceof Date).map((date) => date.getTime())));

/**
 * The sitemap's dated pages (docs/design.md §14): what the catalog and season drive changes when they do (their rows' updated_at),
 * each package page with its own row, a community page with the catalog and season (its fee, weeks and prices), an article on its
 * publication date and the journal with its newest article. Pages not listed here keep the date of the deploy.
 */
export async function sitemapEntries(sql: Sql): Promise<{ dated: Partial<Record<PublicPath, Date>>; more: SitemapEntry[] }> {
  // NOTE: the catalog first (cached, or its own bounded load), then three reads: never more than QUERIES_AT_ONCE at once.
  const catalog = await getCatalog(sql);
  const [[changed], seasonDate, packageRows] = await Promise.all([
    sql<{ catalog: Date | null }[]>`SELECT max(updated_at) AS catalog FROM packages`,
    seasonsChangedAt(sql),
    sql<{ id: string; updated_at: Date }[]>`SELECT id, updated_at FROM packages WHERE active`,
  ]);
  const catalogDate = latest(changed?.catalog, seasonDate);
  const posts = BLOG_POSTS.map((post) => ({ path: `/blog/${post.id}`, lastmod: new Date(`${post.date}T12:00:00Z`) }));
  const dated: Partial<Record<PublicPath, Date>> = Object.fromEntries(CATALOG_PAGES.map((path) => [path, catalogDate]));
  dated['/blog'] = latest(...posts.map((post) => post.lastmod));
  const packageDates = new Map(packageRows.map((row) => [row.id, row.updated_at]));
  return {
    dated,
    more: [
      ...catalog.packages.map((pkg) => ({ path: `/packages/${pkg.id}`, lastmod: packageDates.get(pkg.id) ?? catalogDate })),
      ...catalog.serviceAreas.map((area) => ({ path: `/service-areas/${area.slug}`, lastmod: catalogDate })),
      ...posts,
    ],
  };
}
