# Sourced by the other scripts: exports the variables of .env when present; variables already set in the
# environment win over it.
if [[ -f .env ]]; then
  saved_env="$(export -p)"
  set -a
  # shellcheck disable=SC1091
  . ./.env
  set +a
  eval "$saved_env" 2>/dev/null || true
fi
