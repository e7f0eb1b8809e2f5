#!/usr/bin/env bash
# pgBackRest for point-in-time recovery (docs/design.md §24, ADR 230): use the installed one, else as root on Debian/Ubuntu install
# Debian's package with apt, else stop with the command to run. Like scripts/services.sh, a machine that has it does nothing.
set -euo pipefail
say() { echo "backup-tools: $*"; }
if command -v pgbackrest >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  say "installing pgbackrest with apt"
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 update -qq </dev/null >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y -qq pgbackrest </dev/null >/dev/null
  command -v pgbackrest >/dev/null 2>&1 && exit 0
fi
say "pgbackrest is not installed and could not be installed here. Run: sudo apt-get install -y pgbackrest"
exit 1
