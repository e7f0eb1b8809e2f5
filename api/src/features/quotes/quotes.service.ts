// The quote request's one factory lives in server/ (ADR 292): the public form and a missed call's lead both make quotes with it.
export { CONFIRMATIONS_PER_ADDRESS_PER_DAY, confirmationLockKey, createQuote } from '@sdp/server/quotes/create-quote';
