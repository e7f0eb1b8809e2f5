import { Link } from '@tanstack/react-router';
import type { BlogPost } from '@sdp/shared/content/blog-posts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { illustrationSrcSet } from '../../../lib/illustration.ts';
import { useDocumentMeta } from '../../../lib/seo.ts';
import { PostBody } from './post-body.tsx';
import { PostMeta } from './post-meta.tsx';

/** /blog/{id} (docs/design.md §14): one article on its own page, the address search and shared links point at. */
export function PostScreen({ post }: { post: BlogPost }) {
  useDocumentMeta(`${post.title} | The Porch Journal | SD Pumpkin`, post.excerpt);
  return (
    <main className="container-page max-w-3xl py-10 sm:py-14">
      <nav aria-label="Breadcrumb" className="text-sm text-smoke">
        <Link to="/" className="hover:text-ember">Home</Link>
        <span aria-hidden="true"> / </span>
        <Link to="/blog" className="hover:text-ember">The Porch Journal</Link>
      </nav>
      <article className="mt-6">
        <PostMeta post={post} />
        <h1 className="mt-3 text-4xl leading-[1.1] font-medium sm:text-5xl">{post.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-smoke">{post.excerpt}</p>
        <img src={assetUrl(post.image)} srcSet={illustrationSrcSet(post.image)} alt="" width={800} height={500} className="mt-8 aspect-[16/10] w-full rounded-2xl object-cover" />
        <PostBody post={post} onPage />
      </article>
      <div className="mt-12 flex flex-wrap gap-3 border-t border-charcoal/10 pt-8">
        <Link to="/reserve" className={buttonClass('primary')}>Reserve Your Porch</Link>
        <Link to="/blog" className={buttonClass('outline')}>More from the Journal</Link>
      </div>
    </main>
  );
}
