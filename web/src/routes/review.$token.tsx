import { createFileRoute } from '@tanstack/react-router';
import { ReviewNoteScreen } from '../features/reviews/components/review-note-screen.tsx';

export const Route = createFileRoute('/review/$token')({
  component: ReviewNoteRoute,
});

function ReviewNoteRoute() {
  const { token } = Route.useParams();
  return <ReviewNoteScreen token={token} />;
}
