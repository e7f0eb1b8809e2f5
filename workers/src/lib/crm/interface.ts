/**
 * Where a contact stands with the business, as HubSpot's lifecycle stage: joined the waitlist, asked for a quote, paid a deposit.
 * It only moves forward (ADR 045).
 */
export type CrmLifecycleStage = 'subscriber' | 'lead' | 'customer';

/** The contact we keep in the CRM for a quote, an order or a waitlist sign-up. */
export interface CrmContact {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** What they want decorated, in words ("HOA Community", "Golden Harvest package"); '' when not known (waitlist). */
  projectType: string;
  lifecycleStage: CrmLifecycleStage;
  /** The household's seasons booked (delivery years with a paid deposit, oldest first); only an order's contact carries them (ADR 128). */
  seasonsBooked?: number[];
}

export interface CrmSyncResult {
  provider: string;
  /** The CRM's id for the contact; null for the `none` adapter. */
  contactId: string | null;
  /** Synced, but not all of it: what the CRM lacks (a custom property not created yet), for the logs. */
  warning?: string;
}

/** A CRM that can upsert a contact by e-mail (docs/design.md §6). Throw UnrecoverableError for failures a retry cannot fix. */
export interface CrmAdapter {
  readonly provider: string;
  upsertContact(contact: CrmContact): Promise<CrmSyncResult>;
}
