import { randomInt } from 'node:crypto';
import { GIFT_CARD_ALPHABET, GIFT_CARD_CODE_LENGTH } from '@sdp/shared/gift-cards';

/** A new code: 16 letters drawn uniformly from 32 by the system's CSPRNG, 80 bits (ADR 305). */
export const newGiftCardCode = (): string =>
  Array.from({ length: GIFT_CARD_CODE_LENGTH }, () => GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]).join('');

/** The one answer for a code that is unknown, void or refunded (no enumeration: docs/design.md §27). */
export const GIFT_CARD_NOT_VALID = 'This gift card code is not valid. Please check it and try again.';
