#!/usr/bin/env bash
# npm start: on the Node.js of .nvmrc (installed when the machine has another), build the SPA when stale, serve.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node.sh
# tsx from node_modules rather than through npx: no second npm process, which would only repeat npm's warnings.
node_modules/.bin/tsx scripts/build-if-stale.ts
# The server in this process (tsx as a loader, not its CLI's child process), with its Node.js flags (src/server/node-flags.ts).
exec node $(node -p "require('./src/server/node-flags.json').join(' ')") --import tsx src/server/main.ts
