/** A UUID as PostgreSQL's `uuid` type takes it (any version, either case): the one check, for schemas and path ids alike. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID (see UUID). */
export const isUuid = (value: string | null | undefined): value is string => typeof value === 'string' && UUID.test(value);
