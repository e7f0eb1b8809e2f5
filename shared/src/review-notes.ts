import * as v from 'valibot';

// The private note of docs/design.md §21 (ADR 124). Not in index.ts: only the note page, the staff screen and the API read it.

const NOTE_MESSAGE = 'Write a few words (at most 2,000 characters)';
const NAME_MESSAGE = 'Say how we may name you (at most 80 characters)';

/** POST /api/review-notes/{token}: the note, the name to show beside it, and whether we may publish it on our site. */
export const reviewNoteSchema = v.object({
  note: v.pipe(v.string(NOTE_MESSAGE), v.trim(), v.nonEmpty(NOTE_MESSAGE), v.maxLength(2000, NOTE_MESSAGE)),
  displayName: v.pipe(v.string(NAME_MESSAGE), v.trim(), v.nonEmpty(NAME_MESSAGE), v.maxLength(80, NAME_MESSAGE)),
  sharePermission: v.boolean('Say whether we may share your words'),
});
export type ReviewNoteInput = v.InferOutput<typeof reviewNoteSchema>;

/** GET /api/review-notes/{token}: what the note page shows. */
export interface ReviewNotePage {
  /** The first name a greeting uses (shared/src/names/greeting-name.ts); empty when the name is not a person's. */
  firstName: string;
  packageName: string;
  /** The name offered by default: first name, last initial and city ("Ana R., La Jolla"). */
  suggestedName: string;
  googleReviewUrl: string | null;
  note: ReviewNoteInput | null;
}

/** A note on the staff screen. */
export interface StaffReviewNote {
  orderId: string;
  customerName: string;
  packageName: string;
  note: string;
  displayName: string;
  sharePermission: boolean;
  /** The note's version as staff read it; publishing sends it back (issue 35, item 11). */
  version: number;
  updatedAt: string;
  publishedAt: string | null;
}

const VERSION_MESSAGE = 'Say which version of the note you read (its `version` on the staff list)';

/**
 * PUT /api/admin/review-notes/{orderId}/published: publish the words at the version staff read (a 409 when the customer changed
 * them since, issue 35 item 11), or take them down.
 */
export const publishNoteSchema = v.variant('published', [
  v.object({ published: v.literal(true), version: v.pipe(v.number(VERSION_MESSAGE), v.integer(VERSION_MESSAGE), v.minValue(1, VERSION_MESSAGE)) }),
  v.object({ published: v.literal(false) }),
], 'Say whether to publish');
export type PublishNoteInput = v.InferOutput<typeof publishNoteSchema>;

/** GET /api/testimonials: published words, newest first. */
export interface PublishedTestimonial { quote: string; name: string }
