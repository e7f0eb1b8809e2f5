import type { StaffReviewNote } from '@sdp/shared/review-notes';
import { Link } from '@tanstack/react-router';
import { Button } from '../../../components/ui/button.tsx';
import { StatusPill } from '../../../components/ui/status-pill.tsx';
import { ApiError } from '../../../lib/api-fetch.ts';
import { orderNumber } from '@sdp/shared/order-number';
import { formatDateTime } from '../../../lib/staff-format.ts';
import { usePublishNote, useStaffReviewNotes } from '../api/staff-review-notes.ts';

/**
 * Customers' private notes from the review request (docs/design.md §21, ADR 124). Staff read them all; a note's words go on the
 * site as a testimonial only when its customer ticked permission, so the button is offered for those notes alone.
 */
export function ReviewNotesPanel() {
  const notes = useStaffReviewNotes();
  return (
    <section aria-labelledby="review-notes-heading" className="mt-6 rounded-2xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="review-notes-heading" className="font-display text-xl font-semibold">Customer notes</h2>
      <p className="mt-1 text-sm text-smoke">Private notes left after the review request. Publish one only when its customer allowed it.</p>
      {notes.isError && <p role="alert" className="mt-3 text-sm text-danger">The notes could not be loaded.</p>}
      {notes.data && notes.data.notes.length === 0 && <p className="mt-3 text-sm text-smoke">No notes yet.</p>}
      {notes.data && notes.data.notes.length > 0 && (
        <ul className="mt-3 divide-y divide-charcoal/10">
          {notes.data.notes.map((n) => <NoteRow key={n.orderId} note={n} />)}
        </ul>
      )}
    </section>
  );
}

function NoteRow({ note: n }: { note: StaffReviewNote }) {
  const publish = usePublishNote();
  const failure = publish.error instanceof ApiError ? publish.error.serverMessage : publish.error ? 'That did not work. Please try again.' : null;
  return (
    <li className="py-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Link to="/orders/$id" params={{ id: n.orderId }} className="font-medium text-ember underline-offset-4 hover:underline">
          {n.customerName} · #{orderNumber(n.orderId)}
        </Link>
        <span className="text-smoke">{n.packageName} · {formatDateTime(n.updatedAt)}</span>
        {n.publishedAt ? <StatusPill tone="good">Published</StatusPill> : n.sharePermission ? <StatusPill tone="waiting">May be shared</StatusPill> : <StatusPill tone="neutral">Private</StatusPill>}
      </div>
      <blockquote className="mt-2 whitespace-pre-line border-l-2 border-gold/50 pl-3 text-ink">{n.note}</blockquote>
      <p className="mt-1 text-sm text-smoke">— {n.displayName}</p>
      {n.sharePermission && (
        <Button variant={n.publishedAt ? 'outline' : 'dark'} size="sm" className="mt-3" disabled={publish.isPending}
          onClick={() => publish.mutate(n.publishedAt ? { orderId: n.orderId, published: false } : { orderId: n.orderId, published: true, version: n.version })}>
          {n.publishedAt ? 'Take down' : 'Publish as testimonial'}
        </Button>
      )}
      {failure && <p role="alert" className="mt-2 text-sm text-danger">{failure}</p>}
    </li>
  );
}
