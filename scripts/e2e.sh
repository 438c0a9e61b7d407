#!/usr/bin/env bash
# Builds the SPA, seeds the demo store once for every worker's server, and runs the Playwright tests in Debian's
# chromium against the real servers. `--prepare-only` does the first two and stops; with E2E_PREPARED=1 they are
# skipped (scripts/test.sh prepares beside the Vitest run).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
bash scripts/ensure-chromium.sh
if [ -z "${E2E_PREPARED:-}" ]; then
  npm run build --silent
  node_modules/.bin/tsx tests/e2e/support/prepare-data.ts
fi
if [ "${1:-}" = "--prepare-only" ]; then exit 0; fi
npx playwright test "$@"
