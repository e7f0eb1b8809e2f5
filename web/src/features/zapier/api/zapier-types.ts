// NOTE: the API's answers, defined once in shared/src/wire-staff.ts.
export type { ApiKeyListing, IssuedApiKey, SubscriptionView as Subscription } from '@sdp/shared/wire-staff';
