import type { BlogPost } from '@sdp/shared/content/blog-posts';

/**
 * Category, author and reading time of an article. NOTE: no publishing date on the page: the four articles are evergreen guides,
 * and a date a year or more old reads as a site left behind while the season copy says when booking opens (issue 17, ADR 064).
 */
export function PostMeta({ post, light = false }: { post: BlogPost; light?: boolean }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-xs ${light ? 'text-cream/75' : 'text-smoke'}`}>
      <span className={`font-semibold tracking-[0.18em] uppercase ${light ? 'text-gold' : 'text-ember'}`}>{post.category}</span>
      <span aria-hidden="true">·</span>
      <span>{post.author}</span>
      <span aria-hidden="true">·</span>
      <span>{post.readTime}</span>
    </p>
  );
}
