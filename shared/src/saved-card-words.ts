import { BUSINESS_TIME_ZONE } from './pacific-time.ts';
import { formatUsd } from './money.ts';

/** The saved card as the customer's pages show it (confirmation page, /my-order): the card, the charge, how to change it. */
export interface SavedCardWords { card: string; charge: string; change: string }

/** The card that will pay the balance, as Stripe names it (brand code, last four). */
export interface SavedCardDigits { brand: string; last4: string }

const BRANDS: Record<string, string> = {
  visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover', diners: 'Diners Club', jcb: 'JCB', unionpay: 'UnionPay',
};

/** "Visa ending in 4242"; without the digits (Stripe unreachable) "your saved card". */
export const cardInWords = (card: SavedCardDigits | null) => (card ? `${BRANDS[card.brand] ?? 'Card'} ending in ${card.last4}` : 'your saved card');

/** "2027-10-11" -> "Monday, October 11, 2027": a San Diego calendar day, spelled out (no time zone may shift it). */
export const calendarDayInWords = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** An instant as the San Diego day it fell on, spelled out: "Monday, October 11, 2027". */
export const pacificDayInWords = (at: Date | string) =>
  new Date(at).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: BUSINESS_TIME_ZONE });

/**
 * The saved card confirmed in words (docs/design.md §16, ADR 068): which card, how much, which day (Pacific), and how to change it.
 * The balance is charged when the porch is delivered: on the crew's day once staff set it, else in the delivery week that begins on
 * `deliveryDate`.
 */
export function savedCardSentence(o: { card: SavedCardDigits | null; balanceCents: number; deliveryDate: string; crewDay?: string | null }): { charge: string; change: string } {
  const amount = formatUsd(o.balanceCents, { alwaysCents: true });
  const card = cardInWords(o.card);
  const when = o.crewDay
    ? `on ${calendarDayInWords(o.crewDay)} (Pacific time), the day we decorate your porch`
    : `on the day we decorate your porch, in the week of ${calendarDayInWords(o.deliveryDate)} (Pacific time)`;
  return {
    charge: `We will charge the balance of ${amount} to ${o.card ? 'your ' : ''}${card} ${when}.`,
    change: 'To use another card, choose "Replace card" on your order page before then.',
  };
}
