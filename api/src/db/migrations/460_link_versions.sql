-- Signed links can be revoked (issue 25, item 22; ADR 080): every token signs the link version of its order or quote, and a
-- token whose version is not the row's current one opens nothing. Staff revoking an order's links, and a customer asking for
-- a new order-page link, add one to the order's; sending a quote's offer again adds one to the quote's, so only the newest
-- offer's link pays. Links e-mailed before this change were signed without a version: they count as version 0.
ALTER TABLE orders ADD COLUMN link_version integer NOT NULL DEFAULT 0;
ALTER TABLE custom_quotes ADD COLUMN link_version integer NOT NULL DEFAULT 0;
