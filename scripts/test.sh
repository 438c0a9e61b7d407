#!/usr/bin/env bash
# Every check: types, lint, unit and integration tests, then the browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
echo "== type-check"; npx tsc --noEmit
echo "== lint"; npx eslint . --max-warnings 0
echo "== unit and integration tests"; npx vitest run
echo "== browser tests"; bash scripts/e2e.sh
