#!/usr/bin/env bash
# Builds the SPA, seeds the demo store once for every worker's server, and runs the Playwright tests in Debian's
# chromium against the real servers.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
bash scripts/ensure-chromium.sh
npm run build --silent
node_modules/.bin/tsx tests/e2e/support/prepare-data.ts
npx playwright test "$@"
