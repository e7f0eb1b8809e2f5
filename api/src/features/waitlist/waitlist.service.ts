import type { WaitlistRequest } from '@sdp/shared';
import type { Sql } from '@sdp/server/db/sql';
import { recordEvent } from '@sdp/server/outbox';

/**
 * Put a person on the waitlist (docs/design.md §13) and record `waitlist.joined` in the same transaction. One row per address:
 * a second sign-up of the same address adds no row and no event, so a script repeating it reaches neither the CRM nor Zapier.
 * A sign-up of an address that had unsubscribed is the person asking again: it clears the unsubscribe and counts as joining.
 * Returns whether anything changed; the route answers the same either way, so the answer reveals nothing about an address.
 */
export async function joinWaitlist(sql: Sql, input: WaitlistRequest): Promise<{ joined: boolean }> {
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      INSERT INTO waitlist_entries (name, email, zip_code) VALUES (${input.name}, ${input.email}, ${input.zipCode || null})
      ON CONFLICT (email) DO UPDATE SET unsubscribed_at = NULL, updated_at = now()
        WHERE waitlist_entries.unsubscribed_at IS NOT NULL
      RETURNING id`;
    if (!row) return { joined: false };
    await recordEvent(tx, 'waitlist.joined', { entryId: row.id });
    return { joined: true };
  });
}
