#!/usr/bin/env bash
# Restores a backup of scripts/backup.sh into a new database, then rebuilds from it what Redis holds
# (rankings, today's free-vote limits): npm run restore -- <file> [database]
#   database: default DATABASE_NAME; it must not exist yet (restore beside, then switch DATABASE_NAME).
# Reads the DATABASE_* and REDIS_* settings (environment, then .env).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/load-env.sh
. scripts/load-env.sh

file="${1:?usage: npm run restore -- <file> [database]}"
database="${2:-${DATABASE_NAME:-bebe_star}}"
export PGHOST="${DATABASE_HOST:-127.0.0.1}" PGPORT="${DATABASE_PORT:-5432}" PGUSER="${DATABASE_USER:-postgres}"
if [[ -n "${DATABASE_PASSWORD:-}" ]]; then export PGPASSWORD="$DATABASE_PASSWORD"; fi

[[ -f "$file" ]] || { echo "[restore] no such file: $file" >&2; exit 1; }
if [[ -n "$(psql -d postgres -Atc "SELECT 1 FROM pg_database WHERE datname = '$database'")" ]]; then
  echo "[restore] database $database exists: restore into a new one, then point DATABASE_NAME at it" >&2
  exit 1
fi
createdb "$database"
pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname="$database" "$file"
# vote_ledger.tx (the projection order) holds transaction ids of the cluster the backup came from;
# another cluster's new rows could get lower ones and never be projected. Every restored row is
# final: all get the frozen transaction id 3, so that every new row comes after them.
psql --dbname="$database" --quiet --set ON_ERROR_STOP=1 --single-transaction <<'SQL'
ALTER TABLE vote_ledger DISABLE TRIGGER vote_ledger_no_change;
UPDATE vote_ledger SET tx = '3'::xid8;
ALTER TABLE vote_ledger ENABLE TRIGGER vote_ledger_no_change;
SQL
echo "[restore] $file -> $database"
DATABASE_NAME="$database" npm run --silent cli -- ranking:rebuild
