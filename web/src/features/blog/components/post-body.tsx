import type { BlogPost } from '@sdp/shared/content/blog-posts';

const PROSE =
  'text-[0.98rem] leading-relaxed text-ink [&_h3]:mt-7 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-charcoal ' +
  '[&_h2]:mt-7 [&_h2]:font-display [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-charcoal ' +
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:marker:text-pumpkin [&_strong]:text-charcoal';

/**
 * An article's text and tags, in the dialog on /blog and on the article's own page. The copy's section headings are h3, under the
 * dialog's h2 title; on the article's page they sit under its h1, so they become h2 there (no skipped level for screen readers).
 */
export function PostBody({ post, onPage = false }: { post: BlogPost; onPage?: boolean }) {
  const html = onPage ? post.content.replace(/<(\/?)h3>/g, '<$1h2>') : post.content;
  return (
    <>
      {/* NOTE: the article HTML is our own static copy (shared/src/content/blog-posts.ts), never user input. */}
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
      <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
        {post.tags.map((tag) => (
          <li key={tag} className="rounded-full bg-parchment px-3 py-1 text-xs font-medium text-smoke">
            #{tag}
          </li>
        ))}
      </ul>
    </>
  );
}
