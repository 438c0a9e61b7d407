#!/usr/bin/env bash
# Every check: types, lint and knip side by side, unit and integration tests, the browser tests, then a report of what ran
# (it fails when a test was skipped or a test file ran none). Each step's wall time is printed at the end.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
source scripts/phase.sh
rm -rf test-reports

types_and_lint() {
  npx tsc --noEmit &
  local tsc=$! lint=0
  npx eslint . --max-warnings 0 || lint=$?
  # Unused files, dependencies and exports (knip.jsonc); a few seconds, beside tsc like the lint.
  npx knip --no-progress || lint=$?
  wait $tsc && return $lint
}
phase "type-check, lint and knip" types_and_lint
phase "unit and integration tests" npx vitest run --reporter=default --reporter=json --outputFile.json=test-reports/vitest.json
phase "browser tests" bash scripts/e2e.sh
phase "test report" node_modules/.bin/tsx scripts/test-report.ts
