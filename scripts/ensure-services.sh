#!/usr/bin/env bash
# Makes sure PostgreSQL and Redis answer and that the application database exists.
# Order of attempts for a service that does not answer:
#   1. Docker engine available  -> `docker compose up -d <service>`
#   2. local servers installed  -> start them (pg_ctlcluster / redis-server)
#   3. otherwise                -> explain what to install and exit 1
# Reads .env when present; variables already set in the environment win.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

# shellcheck source=scripts/load-env.sh
. scripts/load-env.sh

DATABASE_HOST="${DATABASE_HOST:-127.0.0.1}"
DATABASE_PORT="${DATABASE_PORT:-5432}"
DATABASE_USER="${DATABASE_USER:-postgres}"
DATABASE_NAME="${DATABASE_NAME:-bebe_star}"
REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379/0}"
if [[ -n "${DATABASE_PASSWORD:-}" ]]; then export PGPASSWORD="$DATABASE_PASSWORD"; fi
export PGCONNECT_TIMEOUT=3

WAIT_SECONDS="${ENSURE_SERVICES_WAIT_SECONDS:-30}"

log() { printf '[services] %s\n' "$*"; }
die() { printf '[services] ERROR: %s\n' "$*" >&2; exit 1; }

have() { command -v "$1" >/dev/null 2>&1; }

# Plain TCP probe, used only when the client tools are not installed.
tcp_open() { timeout 3 bash -c ': <>"/dev/tcp/$1/$2"' _ "$1" "$2" >/dev/null 2>&1; }

postgres_up() {
  if have pg_isready; then
    pg_isready -q -h "$DATABASE_HOST" -p "$DATABASE_PORT" -t 2 >/dev/null 2>&1
  else
    tcp_open "$DATABASE_HOST" "$DATABASE_PORT"
  fi
}

redis_up() {
  if have redis-cli; then
    [[ "$(redis-cli -u "$REDIS_URL" ping 2>/dev/null)" == "PONG" ]]
  else
    tcp_open "$(redis_host)" "$(redis_port)"
  fi
}

is_local_host() {
  case "$1" in
    127.0.0.1 | localhost | ::1 | "[::1]" | "") return 0 ;;
    *) return 1 ;;
  esac
}

redis_host() {
  local rest="${REDIS_URL#*://}"
  rest="${rest##*@}"
  rest="${rest%%/*}"
  if [[ "$rest" == \[* ]]; then rest="${rest%%]*}"; rest="${rest#\[}"; else rest="${rest%%:*}"; fi
  printf '%s' "${rest:-127.0.0.1}"
}

redis_port() {
  local port
  port="$(printf '%s' "${REDIS_URL#*://}" | sed -E 's#^([^@]*@)?##; s#/.*$##; s#^(\[[^]]*\]|[^:]*)##; s#^:##')"
  printf '%s' "${port:-6379}"
}

wait_for() {
  local name="$1" check="$2" waited=0
  until "$check"; do
    if ((waited >= WAIT_SECONDS)); then die "$name still not answering after ${WAIT_SECONDS}s."; fi
    sleep 1
    waited=$((waited + 1))
  done
  log "$name is up."
}

compose() {
  if docker compose version >/dev/null 2>&1; then
    docker compose "$@"
  elif command -v docker-compose >/dev/null 2>&1; then
    docker-compose "$@"
  else
    return 1
  fi
}

docker_usable() {
  command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1 &&
    { docker compose version >/dev/null 2>&1 || command -v docker-compose >/dev/null 2>&1; }
}

start_local_postgres() {
  command -v pg_ctlcluster >/dev/null 2>&1 && [[ -d /etc/postgresql ]] || return 1
  local version cluster started=1
  for version in $(ls /etc/postgresql); do
    for cluster in $(ls "/etc/postgresql/$version"); do
      [[ -f "/etc/postgresql/$version/$cluster/postgresql.conf" ]] || continue
      log "Starting local PostgreSQL cluster $version/$cluster ..."
      if pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" start >/dev/null 2>&1 ||
        pg_ctlcluster --skip-systemctl-redirect "$version" "$cluster" status >/dev/null 2>&1; then
        started=0
      else
        log "Could not start cluster $version/$cluster (try: sudo pg_ctlcluster $version $cluster start)."
      fi
    done
  done
  return "$started"
}

start_local_redis() {
  command -v redis-server >/dev/null 2>&1 || return 1
  local dir=/var/lib/redis logdir=/var/log/redis
  [[ -d "$dir" && -w "$dir" ]] || dir="$(mktemp -d "${TMPDIR:-/tmp}/bebe-redis.XXXXXX")"
  [[ -d "$logdir" && -w "$logdir" ]] || logdir="$dir"
  local port
  port="$(redis_port)"
  log "Starting local Redis on port $port ..."
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$port" --save "" --appendonly no \
    --dir "$dir" --logfile "$logdir/ci.log" >/dev/null
}

install_hint() {
  die "$1 is not reachable and cannot be started from here.
  Install and start one of:
    - PostgreSQL 15+ (listening on ${DATABASE_HOST}:${DATABASE_PORT}) and Redis 7+ (${REDIS_URL}), plus Node.js 22.12+, 24 or 26;
    - or Docker with the Compose plugin, then re-run this command (it runs 'docker compose up -d postgres redis').
  Connection settings come from the environment or .env (see .env.example)."
}

ensure() {
  local name="$1" service="$2" check="$3" start_local="$4" host="$5"
  if "$check"; then
    log "$name is up."
    return
  fi
  log "$name is not answering."
  if ! is_local_host "$host"; then
    die "$name at '$host' is not local; start it there or fix the settings in .env."
  fi
  if docker_usable; then
    log "Starting $name with Docker Compose ..."
    compose up -d "$service"
    wait_for "$name" "$check"
  elif "$start_local"; then
    wait_for "$name" "$check"
  else
    install_hint "$name"
  fi
}

ensure PostgreSQL postgres postgres_up start_local_postgres "$DATABASE_HOST"
ensure Redis redis redis_up start_local_redis "$(redis_host)"

# Create the application database when missing (idempotent).
CREATE_DB_SQL="SELECT format('CREATE DATABASE %I', :'dbname')
WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = :'dbname')
\\gexec"

create_db_with_node() {
  [[ -d node_modules/pg ]] || return 1
  node -e '
    const { Client } = require("pg");
    const [host, port, user, password, name] = process.argv.slice(1);
    const client = new Client({ host, port: Number(port), user, password, database: "postgres" });
    (async () => {
      await client.connect();
      const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (found.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, "\"\"")}"`);
      await client.end();
    })().catch((error) => { console.error(error.message); process.exit(1); });
  ' "$DATABASE_HOST" "$DATABASE_PORT" "$DATABASE_USER" "${DATABASE_PASSWORD:-}" "$DATABASE_NAME"
}

if have psql; then
  printf '%s\n' "$CREATE_DB_SQL" |
    psql -X -q -v ON_ERROR_STOP=1 -h "$DATABASE_HOST" -p "$DATABASE_PORT" -U "$DATABASE_USER" -d postgres \
      -v dbname="$DATABASE_NAME" >/dev/null ||
    die "could not check/create database '$DATABASE_NAME' as user '$DATABASE_USER' on ${DATABASE_HOST}:${DATABASE_PORT}."
elif docker_usable && [[ -n "$(compose ps -q postgres 2>/dev/null)" ]]; then
  printf '%s\n' "$CREATE_DB_SQL" |
    compose exec -T postgres psql -X -q -v ON_ERROR_STOP=1 -U "$DATABASE_USER" -d postgres \
      -v dbname="$DATABASE_NAME" >/dev/null ||
    die "could not check/create database '$DATABASE_NAME' in the postgres container."
elif ! create_db_with_node; then
  die "cannot create database '$DATABASE_NAME': install the PostgreSQL client (psql) or run 'npm ci' first."
fi
log "Database '$DATABASE_NAME' is ready."
