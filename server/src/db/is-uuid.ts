const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that can be a row id; anything else is answered 404 without asking PostgreSQL (which would reject the cast). */
export const isUuid = (value: string | null | undefined): value is string => typeof value === 'string' && UUID.test(value);
