// A bank's dispute of a charge, as Stripe names its states (docs/design.md §27).

/** Stripe's dispute states once the bank has decided, or an inquiry closed without a chargeback. */
export const CLOSED_DISPUTE_STATES = ['won', 'lost', 'warning_closed', 'prevented'] as const;

/** Whether the bank has yet to decide: the money is held by the dispute, so no refund may be made meanwhile (ADR 317). */
export const isDisputeOpen = (status: string): boolean => !(CLOSED_DISPUTE_STATES as readonly string[]).includes(status);
