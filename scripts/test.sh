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
# The checks and the build are single-threaded tools: two lanes side by side use both cores. Each lane's output is
# printed whole, in order, once both are done; any failure stops the run before the tests.
mkdir -p artifacts
rm -f artifacts/{typecheck,lint,build,api-document,format}.log
lane() {
  local name="$1"
  shift
  local started=$SECONDS
  if "$@" >"artifacts/$name.log" 2>&1; then
    echo "== $name ($((SECONDS - started)) s)" >>"artifacts/$name.log"
  else
    echo "== $name FAILED" >>"artifacts/$name.log"
    return 1
  fi
}
# Balanced by their times on this machine: typecheck ~105 s + API document ~16 s; build ~10 s + lint ~80 s +
# format ~50 s.
checks() {
  lane typecheck npm run --silent typecheck && lane api-document npm run --silent lint:api
}
build_and_format() {
  lane build npm run --silent build && lane lint npm run --silent lint && lane format npm run --silent format:check
}
checks &
checks_pid=$!
build_and_format &
build_pid=$!
checks_status=0
build_status=0
wait "$checks_pid" || checks_status=$?
wait "$build_pid" || build_status=$?
for name in typecheck lint build api-document format; do
  [ -f "artifacts/$name.log" ] || continue
  if [ "$name" = build ] && grep -q '^== build (' "artifacts/$name.log"; then
    tail -n 1 "artifacts/$name.log" # the build's own output is long: its time only, unless it failed
  else
    cat "artifacts/$name.log"
  fi
done
if [ "$checks_status" -ne 0 ] || [ "$build_status" -ne 0 ]; then exit 1; fi
echo "== tests"
status=0
./node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json=artifacts/vitest.json "$@" || status=$?
# The plain closing line CI reads: "N passed, N failed".
node -e 'const r=require("./artifacts/vitest.json"); console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed`)' || true
exit "$status"
