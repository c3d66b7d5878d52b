-- The CSV functions of 0007, made safe for readers whose separator is not the comma. A field was
-- quoted only when it held a comma, quote or line break, and only its first character was
-- checked, so `Rate sheet;=WEBSERVICE(...)` went out bare and Excel with `;` as its separator ran
-- the second half as a formula. Now every field is quoted, and a formula start after , ; tab CR or
-- LF gets an apostrophe too: the rules of neutralizeFormula and csvLine in
-- src/server/infra/csv-export.ts.

-- RFC 4180, every field quoted, its quotes doubled.
CREATE OR REPLACE FUNCTION csv_quote(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT '"' || replace(value, '"', '""') || '"'
$$;
--> statement-breakpoint

-- A text cell: "" for NULL. Most cells hold no formula start, at the beginning or after a
-- separator, and are only quoted (one match per cell: on PostgreSQL 15 about 0.05 s per million
-- short cells more than 0007's test, 0.1 s for long ones; translate() or the replacement on every
-- cell cost more). A plain number (-200.00) stays a number. Otherwise a formula start (= + - @ tab
-- CR) after a separator or line break, then at the very start, gets an apostrophe (OWASP).
CREATE OR REPLACE FUNCTION csv_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN value IS NULL THEN '""'
    WHEN left(value, 1) NOT IN ('=', '+', '-', '@', E'\t', E'\r') AND value !~ E'[,;\t\r\n][-=+@\t\r]'
      THEN csv_quote(value)
    WHEN value ~ '^-?[0-9]+([.][0-9]+)?$' THEN csv_quote(value)
    ELSE csv_quote(regexp_replace(
      regexp_replace(value, E'([,;\t\r\n])(?=[-=+@\t\r])', E'\\1''', 'g'),
      E'^(?=[-=+@\t\r])', ''''))
  END
$$;
