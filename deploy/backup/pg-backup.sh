#!/bin/sh
# A PostgreSQL backup of the freight site's database in pg_dump's custom format (compressed, one
# file, restored with pg_restore; docs/deployment.md, "Backup and restore").
#
#   pg-backup.sh <folder> [database]
#
# database: a name or a libpq connection string; default $PGDATABASE, else freight. Credentials come
# from libpq's own sources (peer authentication as the postgres user, ~/.pgpass, PGPASSFILE), never
# a password on this command line, where every user of the machine could read it in `ps`.
# Prints the file written. A dump only ever appears complete: it is written under .partial first.
set -eu

folder=${1:?usage: pg-backup.sh <folder> [database]}
database=${2:-${PGDATABASE:-freight}}
umask 077

stamp=$(date -u +%Y%m%dT%H%M%SZ)
file="$folder/freight-$stamp.dump"

pg_dump --format=custom --no-owner --no-privileges --dbname="$database" --file="$file.partial"
# A dump pg_restore cannot read is no backup: list its contents before calling it done.
pg_restore --list "$file.partial" >/dev/null
mv "$file.partial" "$file"
echo "$file"
