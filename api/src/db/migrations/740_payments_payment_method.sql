-- The card each payment was tried with (issue 36 item 6, ADR 193): "Renew in one tap" offers the card that last paid, never one
-- declined since. Filled from Stripe the first time a renewal reads the household's payments (a PaymentIntent's card never changes
-- once it has succeeded or failed); '' when Stripe names no card for it.
ALTER TABLE payments ADD COLUMN payment_method_id text;
