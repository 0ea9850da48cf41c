#!/usr/bin/env bash
# Quick start: install what is missing, build the site and the back-office, migrate, load the sample
# data when the catalogue is empty, and serve http://localhost:3000 (site) and /admin (back-office).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Instalando dependencias…"
  # npm install, not npm ci: the registry here lacks some other platforms' optional binaries that
  # the lock file lists, and npm ci refuses a lock it cannot fully resolve.
  npm install --no-audit --no-fund
fi
echo "Compilando el sitio y el back-office…"
npm run --silent build >/dev/null
export SEED_SAMPLE_DATA="${SEED_SAMPLE_DATA:-if-empty}"
exec ./node_modules/.bin/tsx src/main.ts
