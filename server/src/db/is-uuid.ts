/** A path id that can be a row id; anything else is answered 404 without asking PostgreSQL (which would reject the cast). */
export { isUuid } from '@sdp/shared/uuid';
