import { Dialog } from '../../../components/ui/dialog.tsx';
import { assetUrl } from '../../../lib/asset-url.ts';
import type { BlogPost } from '@sdp/shared/content/blog-posts';
import { PostMeta } from './post-meta.tsx';
import { PostBody } from './post-body.tsx';

/** One article, opened in a dialog (docs/product-spec.md §2). */
export function PostDialog({ post, onClose }: { post: BlogPost | null; onClose: () => void }) {
  return (
    <Dialog open={post !== null} onOpenChange={(open) => !open && onClose()} title={post?.title ?? ''} className="max-w-2xl">
      {post && (
        <article>
          <PostMeta post={post} />
          <img src={assetUrl(post.image)} alt="" width={800} height={500} className="mt-5 aspect-[16/10] w-full rounded-xl object-cover" />
          <PostBody post={post} />
        </article>
      )}
    </Dialog>
  );
}
