#!/usr/bin/env bash
# The whole test suite: types, lint, format, build, then every vitest test (unit, integration on the
# real PostgreSQL and Redis, dependency rules, browser tests in Debian's Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # npm install, not npm ci: the registry here lacks some other platforms' optional binaries that
  # the lock file lists, and npm ci refuses a lock it cannot fully resolve.
  npm install --no-audit --no-fund
fi
echo "== typecheck"; npm run --silent typecheck
echo "== lint"; npm run --silent lint
echo "== api document (redocly)"; npm run --silent lint:api
echo "== format"; npm run --silent format:check
echo "== build"; npm run --silent build >/dev/null
echo "== tests"
mkdir -p artifacts
status=0
./node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json=artifacts/vitest.json "$@" || status=$?
# The plain closing line CI reads: "N passed, N failed".
node -e 'const r=require("./artifacts/vitest.json"); console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed`)' || true
exit "$status"
