import { formatCalendarDate } from '../../../lib/format-date.ts';
import type { BlogPost } from '@sdp/shared/content/blog-posts';

/** Category, author, date and reading time of an article. */
export function PostMeta({ post, light = false }: { post: BlogPost; light?: boolean }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-xs ${light ? 'text-cream/75' : 'text-smoke'}`}>
      <span className={`font-semibold tracking-[0.18em] uppercase ${light ? 'text-gold' : 'text-ember'}`}>{post.category}</span>
      <span aria-hidden="true">·</span>
      <span>{post.author}</span>
      <span aria-hidden="true">·</span>
      <time dateTime={post.date}>{formatCalendarDate(post.date, { month: 'long', day: 'numeric', year: 'numeric' })}</time>
      <span aria-hidden="true">·</span>
      <span>{post.readTime}</span>
    </p>
  );
}
