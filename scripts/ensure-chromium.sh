#!/usr/bin/env bash
# Browser tests need Debian's Chromium (npx playwright install cannot download browsers here). Install it when missing.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then echo "chromium: $(command -v chromium)"; exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium: installing Debian's chromium package"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-liberation </dev/null >/dev/null
  echo "chromium: $(command -v chromium)"
  exit 0
fi
echo "chromium: not found. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)" >&2
exit 1
