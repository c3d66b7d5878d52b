-- CSV fields made by PostgreSQL, for the admin exports (src/server/infra/csv-sql.ts): a large
-- export then moves one finished line per row into Node instead of every column of every row.
-- Both are plain SQL expressions, so the planner inlines them; they test characters with
-- strpos and left rather than regular expressions, which cost twice as much per million rows.

-- RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled.
CREATE OR REPLACE FUNCTION csv_quote(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN strpos(value, ',') > 0 OR strpos(value, '"') > 0 OR strpos(value, E'\n') > 0 OR strpos(value, E'\r') > 0
      THEN '"' || replace(value, '"', '""') || '"'
    ELSE value
  END
$$;
--> statement-breakpoint

-- A text cell: empty for NULL; a leading = + - @ tab or CR (a spreadsheet formula) gets an
-- apostrophe first, as neutralizeFormula does in csv-export.ts (OWASP's advice).
CREATE OR REPLACE FUNCTION csv_text(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN value IS NULL THEN ''
    WHEN left(value, 1) IN ('=', '+', '-', '@', E'\t', E'\r') THEN csv_quote('''' || value)
    ELSE csv_quote(value)
  END
$$;
