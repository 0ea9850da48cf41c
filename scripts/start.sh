#!/usr/bin/env bash
# Quick start (development): install what is missing, build the site, the back-office and the server,
# migrate, load the sample data when the catalogue is empty (and create the first administrator), and serve
# http://localhost:3000 (site) and /admin (back-office). Production runs `node dist/server/main.js` instead.
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
# Sample data is a command of its own (the server never loads it): never, if-empty (default) or always.
./node_modules/.bin/tsx scripts/seed.ts --users --sample "${SEED_SAMPLE_DATA:-if-empty}"
unset SEED_SAMPLE_DATA
exec ./node_modules/.bin/tsx src/main.ts
