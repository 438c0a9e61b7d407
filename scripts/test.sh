#!/usr/bin/env bash
# Every check: types and lint, unit and integration tests, the browser tests, then a report of what ran (it fails when
# a test was skipped or a test file ran none). Types, lint and the browser tests' build run beside Vitest, whose files
# leave part of the two cores idle while they wait on databases and servers. Each step's wall time is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
source scripts/phase.sh
rm -rf test-reports

types_and_lint() {
  npx tsc --noEmit &
  local tsc=$! lint=0
  npx eslint . --max-warnings 0 || lint=$?
  wait $tsc && return $lint
}
phase_beside "type-check and lint" types_and_lint
phase_beside "browser tests: build and demo data" bash scripts/e2e.sh --prepare-only
vitest_status=0
phase "unit and integration tests" npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/vitest.json || vitest_status=$?
phase_join
[ $vitest_status -eq 0 ]
E2E_PREPARED=1 phase "browser tests" bash scripts/e2e.sh
phase "test report" node_modules/.bin/tsx scripts/test-report.ts
