#!/usr/bin/env bash
# Browser tests drive Debian's chromium in its headless shell; install it when missing and we may.
set -euo pipefail
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}"
if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's chromium-headless-shell for the browser tests..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-dejavu-core >/dev/null
else
  echo "Browser tests need Chromium at $CHROMIUM_PATH. Install it with: sudo apt-get install chromium-headless-shell" >&2
  echo "(or set CHROMIUM_PATH to another Chromium build)." >&2
  exit 1
fi
