#!/usr/bin/env bash
# Builds the SPA and runs the Playwright tests in Debian's chromium against the real server.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
bash scripts/ensure-chromium.sh
npm run build --silent
rm -rf "${E2E_DATA_DIR:-/tmp/storefront-admin-e2e-data}"
npx playwright test "$@"
