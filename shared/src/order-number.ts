/** The order's number in every page, e-mail and staff list: the last 8 characters of its id, upper-case ("7F3A9C21"). */
export const orderNumber = (id: string): string => id.slice(-8).toUpperCase();
