import { createFileRoute, notFound } from '@tanstack/react-router';
import { BLOG_POSTS } from '@sdp/shared/content/blog-posts';
import { PostScreen } from '../features/blog/components/post-screen.tsx';

export const Route = createFileRoute('/blog/$id')({
  loader: ({ params: { id } }) => {
    const post = BLOG_POSTS.find((candidate) => candidate.id === id);
    if (!post) throw notFound();
    return post;
  },
  component: PostRoute,
});

function PostRoute() {
  return <PostScreen post={Route.useLoaderData()} />;
}
