-- One spelling of a porch (issue 35 item 10, ADR 158): "10 Victim Way." and "10  victim way", "12 Oak Street #4" and "12 oak st
-- apt 4" are one porch. Lower case, every run of punctuation or space one space, the usual street words and directions in their
-- postal short form, unit words dropped (the number stays), and the zip's five digits. The referral rules compare porches by it;
-- an empty address has no key ('').
CREATE FUNCTION porch_key(p_address text, p_zip text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN words = '' THEN '' ELSE words || '|' || left(regexp_replace(coalesce(p_zip, ''), '[^0-9]', '', 'g'), 5) END
  FROM (
    SELECT coalesce(string_agg(coalesce(short.word, w.word), ' ' ORDER BY w.n) FILTER (WHERE w.word <> '' AND coalesce(short.word, w.word) <> '-'), '') AS words
    FROM regexp_split_to_table(regexp_replace(lower(coalesce(p_address, '')), '[^a-z0-9]+', ' ', 'g'), ' ') WITH ORDINALITY AS w(word, n)
    LEFT JOIN (VALUES
      ('street', 'st'), ('avenue', 'ave'), ('av', 'ave'), ('road', 'rd'), ('drive', 'dr'), ('lane', 'ln'), ('court', 'ct'),
      ('place', 'pl'), ('boulevard', 'blvd'), ('circle', 'cir'), ('terrace', 'ter'), ('parkway', 'pkwy'), ('highway', 'hwy'),
      ('trail', 'trl'), ('square', 'sq'), ('point', 'pt'), ('mount', 'mt'), ('canyon', 'cyn'), ('creek', 'crk'), ('way', 'way'),
      ('north', 'n'), ('south', 's'), ('east', 'e'), ('west', 'w'),
      ('northeast', 'ne'), ('northwest', 'nw'), ('southeast', 'se'), ('southwest', 'sw'),
      -- Unit words: the number after them is what tells two units apart ("apt 4" = "#4" = "unit 4").
      ('apartment', '-'), ('apt', '-'), ('unit', '-'), ('suite', '-'), ('ste', '-'), ('no', '-')
    ) AS short(long, word) ON short.long = w.word
  ) spelled
$$;

-- Orders are matched by porch when a referral code is judged (has this porch booked before, or a discount already?).
CREATE INDEX orders_porch_key_idx ON orders (porch_key(address, zip_code));
