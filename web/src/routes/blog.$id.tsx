import { createFileRoute, notFound } from '@tanstack/react-router';
import { PostScreen } from '../features/blog/components/post-screen.tsx';

export const Route = createFileRoute('/blog/$id')({
  loader: async ({ params: { id } }) => {
    // NOTE: the articles load with this route only: a loader stays in the router's first JS, which every page fetches.
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
