import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone number as people write it ("(858) 555-0123", "858.555.0123", "+1 858 555 0123") in E.164 (+18585550123), read as a US
 * number unless it says otherwise; null when it is not a possible number. Texts are stored and matched in this form.
 */
export function toE164(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const parsed = parsePhoneNumberFromString(raw, 'US');
  return parsed?.isValid() ? parsed.number : null;
}

/** The ten digits customers.phones and orders keep for a US number (customer_phone_digits in SQL), from E.164. */
export const usDigits = (e164: string): string => (e164.startsWith('+1') ? e164.slice(2) : e164.replace(/\D/g, ''));
