import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { usePageMeta } from '../../../lib/seo.ts';
import { BLOG_POSTS, type BlogPost } from '@sdp/shared/content/blog-posts';
import { PeakSeasonBanner } from './peak-season-banner.tsx';
import { PostDialog } from './post-dialog.tsx';
import { PostMeta } from './post-meta.tsx';

/**
 * /blog (docs/product-spec.md §2): four articles, one featured, each opened in a dialog, under the peak-season countdown. Each
 * title also links to the article's own page (/blog/{id}, docs/design.md §14), the address search engines list.
 */
export function BlogScreen() {
  usePageMeta('/blog');
  const [open, setOpen] = useState<BlogPost | null>(null);
  const featured = BLOG_POSTS.find((post) => post.featured) ?? BLOG_POSTS[0];
  const rest = BLOG_POSTS.filter((post) => post !== featured);
  return (
    <main>
      <PeakSeasonBanner />
      <PageHeader eyebrow="The Porch Journal" title="Fall Decor Ideas from Our Designers" lede="Styling guides, care tips and seasonal inspiration from the SD Pumpkin studio." />
      <div className="container-page py-14 sm:py-20">
        {featured && (
          <article className="grid overflow-hidden rounded-3xl bg-charcoal text-cream shadow-card lg:grid-cols-2">
            <img src={assetUrl(featured.image)} alt="" width={800} height={500} className="aspect-[16/10] h-full w-full object-cover" />
            <div className="flex flex-col justify-center p-8 sm:p-10">
              <p className="mb-4 w-fit rounded-full bg-gold px-3 py-1 text-xs font-semibold tracking-wider text-charcoal uppercase">Featured</p>
              <PostMeta post={featured} light />
              <h2 className="mt-3 text-3xl font-medium text-cream sm:text-4xl">
                <Link to="/blog/$id" params={{ id: featured.id }} className="hover:text-gold">{featured.title}</Link>
              </h2>
              <p className="mt-4 leading-relaxed text-cream/80">{featured.excerpt}</p>
              <Button className="mt-8 w-fit" onClick={() => setOpen(featured)} aria-label={`Read article: ${featured.title}`}>
                Read Article
              </Button>
            </div>
          </article>
        )}
        <ul className="mt-12 grid gap-8 md:grid-cols-3">
          {rest.map((post) => (
            <li key={post.id}>
              <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-card">
                <img src={assetUrl(post.image)} alt="" width={800} height={500} loading="lazy" decoding="async" className="aspect-[16/10] w-full object-cover" />
                <div className="flex flex-1 flex-col p-6">
                  <PostMeta post={post} />
                  <h2 className="mt-3 text-xl font-semibold">
                    <Link to="/blog/$id" params={{ id: post.id }} className="hover:text-ember">{post.title}</Link>
                  </h2>
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-smoke">{post.excerpt}</p>
                  <Button variant="outline" size="sm" className="mt-6 w-fit" onClick={() => setOpen(post)} aria-label={`Read article: ${post.title}`}>
                    Read Article
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
      <PostDialog post={open} onClose={() => setOpen(null)} />
    </main>
  );
}
