import type { StaffReviewNote } from '@sdp/shared/review-notes';
import type { Sql, TransactionSql } from './sql.ts';

// The owner of review_notes (docs/design.md §17, §21; ADR 124): the private notes customers leave after the review request, and
// which of them staff published as testimonials (only ever with the customer's permission, which the table also checks).

/** The order a note page is about, as the customer sees it there. */
export interface NoteSubject { orderId: string; customerName: string; city: string; packageName: string; status: string; linkVersion: number }

/** A note as staff read it, with its order (the staff wire's shape, its times as dates). */
export interface ReviewNote extends Omit<StaffReviewNote, 'updatedAt' | 'publishedAt'> {
  updatedAt: Date;
  publishedAt: Date | null;
}

/** A published testimonial: the customer's words and the name they chose. */
export interface Testimonial { note: string; displayName: string; publishedAt: Date }

export async function noteSubject(sql: Sql, orderId: string): Promise<NoteSubject | undefined> {
  const [row] = await sql<NoteSubject[]>`
    SELECT id AS "orderId", customer_name AS "customerName", city, package_name AS "packageName", status, link_version AS "linkVersion"
    FROM orders WHERE id = ${orderId}`;
  return row;
}

/** The note left for an order, if any (the page shows it back to the customer for editing). */
export async function noteOf(sql: Sql, orderId: string): Promise<Pick<ReviewNote, 'note' | 'displayName' | 'sharePermission'> | undefined> {
  const [row] = await sql<Pick<ReviewNote, 'note' | 'displayName' | 'sharePermission'>[]>`
    SELECT note, display_name AS "displayName", share_permission AS "sharePermission" FROM review_notes WHERE order_id = ${orderId}`;
  return row;
}

/**
 * Write the order's one note. Any change by the customer takes a published testimonial down: staff chose those words with that
 * permission, and publish again if the new ones may be shown. Returns whether the note was new.
 */
export async function saveNote(tx: TransactionSql, orderId: string, note: { note: string; displayName: string; sharePermission: boolean }): Promise<boolean> {
  const [row] = await tx<{ created: boolean }[]>`
    INSERT INTO review_notes (order_id, note, display_name, share_permission)
    VALUES (${orderId}, ${note.note}, ${note.displayName}, ${note.sharePermission})
    ON CONFLICT (order_id) DO UPDATE SET note = EXCLUDED.note, display_name = EXCLUDED.display_name,
      share_permission = EXCLUDED.share_permission, version = review_notes.version + 1, updated_at = now(), published_at = NULL, published_by = NULL
    RETURNING (xmax = 0) AS created`;
  return row!.created;
}

/** Every note, newest first, for staff. */
export async function reviewNotes(sql: Sql): Promise<ReviewNote[]> {
  return sql<ReviewNote[]>`
    SELECT n.order_id AS "orderId", o.customer_name AS "customerName", o.package_name AS "packageName", n.note,
      n.display_name AS "displayName", n.share_permission AS "sharePermission", n.version, n.updated_at AS "updatedAt", n.published_at AS "publishedAt"
    FROM review_notes n JOIN orders o ON o.id = n.order_id ORDER BY n.updated_at DESC, n.order_id`;
}

/**
 * Publish the note at the version staff read, or take it down (any version). 'missing' when there is no note, 'changed' when the
 * customer changed it since that version (issue 35, item 11), 'no-permission' when the customer did not allow it; publishing twice
 * keeps the first date.
 */
export async function setPublished(
  tx: TransactionSql, orderId: string, change: { published: true; version: number } | { published: false }, staffId: string,
): Promise<'ok' | 'missing' | 'changed' | 'no-permission'> {
  const publish = change.published;
  const [row] = await tx<{ share_permission: boolean; version: number }[]>`
    SELECT share_permission, version FROM review_notes WHERE order_id = ${orderId} FOR UPDATE`;
  if (!row) return 'missing';
  if (change.published && row.version !== change.version) return 'changed';
  if (publish && !row.share_permission) return 'no-permission';
  await tx`
    UPDATE review_notes SET published_at = CASE WHEN ${publish} THEN coalesce(published_at, now()) END,
      published_by = CASE WHEN ${publish} THEN coalesce(published_by, ${staffId}::uuid) END
    WHERE order_id = ${orderId}`;
  return 'ok';
}

/** The published testimonials, newest first (at most `limit`). */
export async function publishedTestimonials(sql: Sql, limit: number): Promise<Testimonial[]> {
  return sql<Testimonial[]>`
    SELECT note, display_name AS "displayName", published_at AS "publishedAt" FROM review_notes
    WHERE published_at IS NOT NULL ORDER BY published_at DESC, order_id LIMIT ${limit}`;
}
