import { Dialog } from '../../../components/ui/dialog.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import { illustrationSrcSet } from '../../../lib/illustration.ts';
import type { BlogPost } from '../data/posts.ts';
import { PostMeta } from './post-meta.tsx';

// NOTE: the article HTML is our own static copy (data/posts.ts), never user input, so rendering it as HTML is safe.
const PROSE =
  'text-[0.98rem] leading-relaxed text-ink [&_h3]:mt-7 [&_h3]:font-display [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-charcoal ' +
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_li]:marker:text-pumpkin [&_strong]:text-charcoal';

/** One article, opened in a dialog (docs/product-spec.md §2). */
export function PostDialog({ post, onClose }: { post: BlogPost | null; onClose: () => void }) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()} title={post?.title ?? ''} className="max-w-2xl">
      {post && (
        <article>
          <PostMeta post={post} />
          <img src={assetUrl(post.image)} srcSet={illustrationSrcSet(post.image)} alt="" width={800} height={500} className="mt-5 aspect-[16/10] w-full rounded-xl object-cover" />
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: post.content }} />
          <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-parchment px-3 py-1 text-xs font-medium text-smoke">
                #{tag}
              </li>
            ))}
          </ul>
        </article>
      )}
    </Dialog>
  );
}
