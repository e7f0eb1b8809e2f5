-- The saved card in words (docs/design.md §16, ADR 068): the brand and last four digits Stripe gives for the card that will pay
-- the balance, and which PaymentMethod they describe (a replaced card is read again).
ALTER TABLE orders
  ADD COLUMN card_brand text,
  ADD COLUMN card_last4 text CHECK (card_last4 ~ '^[0-9]{4}$'),
  ADD COLUMN card_payment_method_id text;
