import type { WaitlistRequest } from '@sdp/shared';
import { recordEvent, withEvents, type OutboxDeps } from '@sdp/server/outbox';

/**
 * Put a person on the waitlist (docs/design.md §13) and record `waitlist.joined` in the same transaction (it also sends the
 * one "you're on the list" e-mail). One row per address: a second sign-up of the same address adds no row and no event, so a
 * script repeating it reaches neither the CRM nor Zapier.
 * A sign-up never undoes an unsubscribe (ADR 083): anyone can type an address into the public form. Instead the address is
 * e-mailed a link that puts it back when its owner confirms, at most once a day (`waitlist.rejoin_requested`); each request
 * signs a new link version, so older links stop working. Returns whether an event was recorded; the route answers the same
 * either way, so the answer reveals nothing about an address.
 */
export async function joinWaitlist(deps: OutboxDeps, input: WaitlistRequest, now: Date): Promise<{ recorded: boolean }> {
  return withEvents(deps, async (tx) => {
    const [row] = await tx<{ id: string }[]>`
      INSERT INTO waitlist_entries (name, email, zip_code) VALUES (${input.name}, ${input.email}, ${input.zipCode || null})
      ON CONFLICT (email) DO NOTHING
      RETURNING id`;
    if (row) {
      await recordEvent(tx, 'waitlist.joined', { entryId: row.id });
      return { recorded: true };
    }
    const [rejoin] = await tx<{ id: string; version: number }[]>`
      UPDATE waitlist_entries SET rejoin_link_version = rejoin_link_version + 1, rejoin_requested_at = ${now}, updated_at = now()
      WHERE email = ${input.email} AND unsubscribed_at IS NOT NULL
        AND (rejoin_requested_at IS NULL OR rejoin_requested_at <= ${now}::timestamptz - interval '1 day')
      RETURNING id, rejoin_link_version AS version`;
    if (!rejoin) return { recorded: false };
    await recordEvent(tx, 'waitlist.rejoin_requested', { entryId: rejoin.id, version: rejoin.version });
    return { recorded: true };
  });
}
