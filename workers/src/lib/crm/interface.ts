/** The contact we keep in the CRM for a quote or an order. */
export interface CrmContact {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
}

export interface CrmSyncResult {
  provider: string;
  /** The CRM's id for the contact; null for the `none` adapter. */
  contactId: string | null;
}

/** A CRM that can upsert a contact by e-mail (docs/design.md §6). Throw UnrecoverableError for failures a retry cannot fix. */
export interface CrmAdapter {
  readonly provider: string;
  upsertContact(contact: CrmContact): Promise<CrmSyncResult>;
}
