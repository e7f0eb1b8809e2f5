import { createFileRoute, notFound } from '@tanstack/react-router';
import { PostScreen } from '../features/blog/components/post-screen.tsx';

export const Route = createFileRoute('/blog/$id')({
  // NOTE: the articles are imported here, when one is asked for: the loader is part of the route table every page loads first, and
  // the articles' text is bigger than the rest of it (ADR 061).
  loader: async ({ params: { id } }) => {
    const { BLOG_POSTS } = await import('@sdp/shared/content/blog-posts');
    const post = BLOG_POSTS.find((candidate) => candidate.id === id);
    if (!post) throw notFound();
    return post;
  },
  component: PostRoute,
});

function PostRoute() {
  return <PostScreen post={Route.useLoaderData()} />;
}
