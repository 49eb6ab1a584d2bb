#!/usr/bin/env bash
# Backs up the PostgreSQL database (the ledger, the payments and everything else that is the truth;
# Redis is rebuilt from it) into one file in pg_dump's custom format, consistent as of the moment
# the dump starts, while the product keeps running.
#   npm run backup -- [file]        default: $BACKUP_DIR (var/backups)/bebe_star-<UTC time>.dump
# Reads the DATABASE_* settings (environment, then .env).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
# shellcheck source=scripts/load-env.sh
. scripts/load-env.sh

export PGHOST="${DATABASE_HOST:-127.0.0.1}" PGPORT="${DATABASE_PORT:-5432}" PGUSER="${DATABASE_USER:-postgres}"
if [[ -n "${DATABASE_PASSWORD:-}" ]]; then export PGPASSWORD="$DATABASE_PASSWORD"; fi
database="${DATABASE_NAME:-bebe_star}"
file="${1:-${BACKUP_DIR:-var/backups}/${database}-$(date -u +%Y%m%dT%H%M%SZ).dump}"

command -v pg_dump >/dev/null 2>&1 || { echo "[backup] pg_dump not found: install PostgreSQL's client programs" >&2; exit 1; }
mkdir -p "$(dirname "$file")"
pg_dump --format=custom --compress=6 --no-owner --no-privileges --file="$file.partial" "$database"
mv "$file.partial" "$file"
echo "[backup] $database -> $file ($(du -h "$file" | cut -f1))"
