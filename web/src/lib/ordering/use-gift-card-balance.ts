import { useEffect, useState } from 'react';
import { TIMINGS } from '@sdp/shared/constants/business';
import { normalizeGiftCardCode } from '@sdp/shared/gift-cards';
import { toCents } from '@sdp/shared/money';
import { giftCardBalance } from '../api/gift-card-balance.ts';

/** A gift card code typed into an order form: nothing typed, being checked, its balance, or not a card we know. */
export type GiftCardState =
  | { status: 'none' }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string; balanceCents: number }
  | { status: 'invalid'; message: string };

export const GIFT_CARD_UNKNOWN = 'This gift card code is not valid. Please check it and try again.';
export const GIFT_CARD_SHAPE = 'A gift card code is SDP and 16 letters and digits, as printed on the card.';

/**
 * Looks the code up once it has the 16 letters of a card (after the promo code's pause, so typing is one look-up): every look-up
 * counts against the address's 10 a minute, so a half-typed code never asks. Only the newest answer may set the state.
 */
export function useGiftCardBalance(code: string | undefined): GiftCardState {
  const letters = normalizeGiftCardCode(code);
  const typed = (code ?? '').trim() !== '';
  const [answer, setAnswer] = useState<{ letters: string; balanceCents: number | null } | null>(null);
  useEffect(() => {
    if (!letters) return;
    let current = true;
    const timer = setTimeout(() => {
      giftCardBalance(letters)
        .then(({ balance }) => current && setAnswer({ letters, balanceCents: toCents(balance) }))
        .catch(() => current && setAnswer({ letters, balanceCents: null }));
    }, TIMINGS.promoDebounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [letters]);
  if (!typed) return { status: 'none' };
  if (!letters) return { status: 'invalid', message: GIFT_CARD_SHAPE };
  if (answer?.letters !== letters) return { status: 'checking', code: letters };
  return answer.balanceCents === null ? { status: 'invalid', message: GIFT_CARD_UNKNOWN } : { status: 'valid', code: letters, balanceCents: answer.balanceCents };
}
