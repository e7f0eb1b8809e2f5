import { STOP } from '../texts/reply-words.ts';

// What a caller hears and reads when nobody took the call (docs/design.md §26, ADR 291). The text goes to a number that never
// agreed to texts, in answer to its own call: once, short, who we are, how to stop it.

/** Said outside 08:00-18:00 San Diego time (or with no phone to forward to), before the call ends. */
export const CLOSED_SAY = 'Thank you for calling SD Pumpkin. Our studio answers the phone from 8 AM to 6 PM, San Diego time. We will text you in a moment, and call you back when we open. Goodbye.';

/** Said when the business phone was busy or not answered, before the call ends. */
export const MISSED_SAY = 'Sorry we missed you: our team is out on a porch. We will text you in a moment and call you back soon. Goodbye.';

/** The text back. */
export const MISSED_CALL_TEXT = {
  missed: `SD Pumpkin: sorry we missed your call! Our team is out on a porch. Reply here with what you have in mind (your neighborhood, the look you love) and we will call you back soon. ${STOP}`,
  after_hours: `SD Pumpkin: thank you for calling! We answer the phone 8 AM-6 PM. Reply here with what you have in mind and we will call you back when we open. ${STOP}`,
} as const;
