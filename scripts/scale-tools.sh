#!/usr/bin/env bash
# The tools of several processes (docs/design.md §25): Caddy in front of N API processes (ADR 270), Redis Sentinel (ADR 271) and
# PgBouncer (ADR 272). A machine that has them does nothing; else, as root on Debian/Ubuntu, apt installs the missing ones. None is
# ever started as a system service: make start and the scale tests run the binaries with config and data of their own.
#   scripts/scale-tools.sh            all three (make test: the scale tests use them)
#   scripts/scale-tools.sh caddy      only what is named (make start with API_PROCESSES > 1)
set -euo pipefail

say() { echo "scale-tools: $*"; }
# command -> Debian package
declare -A PACKAGE=([caddy]=caddy [redis-sentinel]=redis-sentinel [pgbouncer]=pgbouncer)
# NOTE: Debian installs pgbouncer in /usr/sbin, which a non-root PATH may lack.
has() { command -v "$1" >/dev/null 2>&1 || [ -x "/usr/sbin/$1" ] || [ -x "/usr/bin/$1" ]; }

wanted=("$@")
[ ${#wanted[@]} -gt 0 ] || wanted=(caddy redis-sentinel pgbouncer)
missing=()
for tool in "${wanted[@]}"; do
  [ -n "${PACKAGE[$tool]:-}" ] || { say "unknown tool $tool"; exit 2; }
  has "$tool" || missing+=("${PACKAGE[$tool]}")
done
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  say "installing ${missing[*]} with apt"
  export DEBIAN_FRONTEND=noninteractive
  apt-get -o DPkg::Lock::Timeout=300 update -qq
  # NOTE: --no-install-recommends, and policy-rc.d refuses service starts: the packages' own units must not run (we run the binaries).
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' > /usr/sbin/policy-rc.d && chmod +x /usr/sbin/policy-rc.d
    trap 'rm -f /usr/sbin/policy-rc.d' EXIT
  fi
  apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends "${missing[@]}"
  exit 0
fi
say "missing: ${missing[*]}. Install them (Debian/Ubuntu: sudo apt-get install ${missing[*]}) and run again."
exit 1
