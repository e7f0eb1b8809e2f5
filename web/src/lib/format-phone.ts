/**
 * A North American number as people write it, "(858) 555-0123", whatever separators the customer typed; anything else (an
 * international number, an extension) is shown exactly as it was entered, since reformatting it could mislead.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/[\s\-.()]/g, '').replace(/^\+?1(?=\d{10}$)/, '');
  const match = /^([2-9]\d{2})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone.trim();
}
