-- A note's version (issue 35, item 11): 1 when the customer first leaves it, one more each time they change it. Staff
-- publish against the version they read, so words changed after they read them are never published unread.
ALTER TABLE review_notes ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
