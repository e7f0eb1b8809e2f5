import type { PublishNoteInput, ReviewNoteInput, ReviewNotePage } from '@sdp/shared/review-notes';
import { greetingName } from '@sdp/shared/names/greeting-name';
import { noteOf, noteSubject, saveNote, setPublished, type NoteSubject } from '@sdp/server/db/review-notes';
import { withEvents, recordEvent } from '@sdp/server/outbox';
import { isUuid } from '@sdp/server/db/is-uuid';
import { reviewNoteLinkOf } from '@sdp/server/reviews/review-note-link';
import type { AppDeps } from '../../lib/deps.ts';
import { conflict, notFound } from '../../lib/errors.ts';

const INVALID = 'This link is not valid any more. Reply to our e-mail and we will read your note there.';
// NOTE: the orders the review request went to (three days after delivery, ADR 050): a note is about a porch we delivered.
const ASKED = ['delivered', 'completed'];

/** The order a note-page token stands for, at the order's current link version, once it was delivered; else 404. */
async function subjectOf(deps: AppDeps, token: string): Promise<NoteSubject> {
  const link = reviewNoteLinkOf(deps.env.SESSION_SECRET, token);
  const subject = link ? await noteSubject(deps.sql, link.id) : undefined;
  if (!link || !subject || subject.linkVersion !== link.version || !ASKED.includes(subject.status)) throw notFound(INVALID);
  return subject;
}

/** "Ana R., La Jolla" from "Ana Reyes" in La Jolla: a first name and an initial, never a full name unless the customer types it. */
const suggestedName = (s: NoteSubject) => {
  const [first = '', ...rest] = s.customerName.trim().split(/\s+/);
  const initial = rest.at(-1)?.[0];
  return `${first}${initial ? ` ${initial.toUpperCase()}.` : ''}${s.city ? `, ${s.city}` : ''}`.slice(0, 80);
};

/** What the note page shows: whose porch, the Google link (if set), and the note already left. */
export async function notePage(deps: AppDeps, token: string): Promise<ReviewNotePage> {
  const subject = await subjectOf(deps, token);
  return {
    firstName: greetingName(subject.customerName) ?? '',
    packageName: subject.packageName,
    suggestedName: suggestedName(subject),
    googleReviewUrl: deps.env.GOOGLE_REVIEW_URL || null,
    note: (await noteOf(deps.sql, subject.orderId)) ?? null,
  };
}

/** Keep the customer's note (one per order; sending again replaces it) and tell the outbox. */
export async function leaveNote(deps: AppDeps, token: string, input: ReviewNoteInput): Promise<{ created: boolean }> {
  const subject = await subjectOf(deps, token);
  return withEvents(deps, async (tx) => {
    const created = await saveNote(tx, subject.orderId, input);
    await recordEvent(tx, 'order.review_note_left', { orderId: subject.orderId, sharePermission: input.sharePermission });
    return { created };
  });
}

/**
 * Publish or take down an order's note as a testimonial. Publishing names the version staff read: refused (409) when the customer
 * changed the note since (issue 35, item 11), or did not give permission.
 */
export async function publishNote(deps: AppDeps, orderId: string, change: PublishNoteInput, staffId: string): Promise<void> {
  if (!isUuid(orderId)) throw notFound('No note for that order');
  await withEvents(deps, async (tx) => {
    const outcome = await setPublished(tx, orderId, change, staffId);
    if (outcome === 'missing') throw notFound('No note for that order');
    if (outcome === 'changed') throw conflict('The customer changed this note after you read it. Read the new words, then publish again if they may be shown.');
    if (outcome === 'no-permission') throw conflict('The customer did not give permission to publish this note. It stays private.');
    await recordEvent(tx, 'order.testimonial_changed', { orderId, published: change.published });
  });
}

