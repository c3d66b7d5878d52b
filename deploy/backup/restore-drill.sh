#!/bin/sh
# Restore drill: restores a pg-backup.sh dump into a new, empty database and prints what it holds,
# so a backup is known to restore before the day it must (docs/deployment.md, "Restore drill").
#
#   restore-drill.sh <dump file> <new database name> [database to compare with]
#
# Creates <new database name> (it must not exist), restores into it and prints the migrations
# applied and the rows of every table. With a third argument, prints that database's rows beside
# them and exits 1 when the restored database lacks a table the other has. The restored database is
# kept, to start the site on it if you like; drop it afterwards (dropdb <new database name>).
# Connection settings and credentials as for pg-backup.sh (libpq: PGHOST, PGUSER, ~/.pgpass).
set -eu

dump=${1:?usage: restore-drill.sh <dump file> <new database name> [database to compare with]}
scratch=${2:?usage: restore-drill.sh <dump file> <new database name> [database to compare with]}
compare=${3:-}

# Rows of every table in the public schema, one "table<TAB>rows" line each, in the byte order join needs.
row_counts() {
  psql -X -q -A -t -F '	' -v ON_ERROR_STOP=1 --dbname="$1" -c "
    select table_name,
           (xpath('/row/c/text()', query_to_xml(format('select count(*) as c from public.%I', table_name), false, true, '')))[1]::text
    from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    " | LC_ALL=C sort
}

createdb "$scratch"
# Into a new database, not over the live one: audit_events refuses DELETE and TRUNCATE, and a
# half-restored live database is worse than either.
pg_restore --no-owner --no-privileges --exit-on-error --dbname="$scratch" "$dump"

migrations=$(psql -X -q -A -t -v ON_ERROR_STOP=1 --dbname="$scratch" -c 'select count(*) from drizzle.__drizzle_migrations')
echo "restored into $scratch: $migrations migrations"

restored=$(mktemp)
trap 'rm -f "$restored" "$restored.compare"' EXIT
row_counts "$scratch" >"$restored"

if [ -z "$compare" ]; then
  printf 'table\trows\n'
  cat "$restored"
  exit 0
fi

row_counts "$compare" >"$restored.compare"
printf 'table\trestored\t%s\n' "$compare"
LC_ALL=C join -t '	' -a 2 -e missing -o 0,1.2,2.2 "$restored" "$restored.compare"
if LC_ALL=C join -t '	' -v 2 "$restored" "$restored.compare" | grep -q .; then
  echo "the restored database lacks tables that $compare has" >&2
  exit 1
fi
