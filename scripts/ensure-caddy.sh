#!/usr/bin/env bash
# Caddy, the TLS front of deploy/Caddyfile (docs/design.md §24, ADR 241): nothing when `caddy` is installed; else, as root on
# Debian/Ubuntu, Debian's package with apt (non-interactive); else stop with the command to run. Its packaged systemd service is
# kept from starting during the install (policy-rc.d): the project runs the binary itself with its own config and data.
set -euo pipefail
say() { echo "ensure-caddy: $*" >&2; }

if command -v caddy >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  say "caddy is not installed; run: sudo apt-get install -y caddy (Debian 12+/Ubuntu 22.04+), or see https://caddyserver.com/docs/install"
  exit 1
fi
say "installing Debian's caddy"
policy=/usr/sbin/policy-rc.d
made_policy=
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' > "$policy" && chmod +x "$policy" && made_policy=1
fi
cleanup() { [ -z "$made_policy" ] || rm -f "$policy"; }
trap cleanup EXIT
export DEBIAN_FRONTEND=noninteractive
dpkg -s caddy >/dev/null 2>&1 || {
  apt-get -o DPkg::Lock::Timeout=300 update -qq >/dev/null
  apt-get -o DPkg::Lock::Timeout=300 install -y -qq --no-install-recommends caddy >/dev/null
}
command -v caddy >/dev/null 2>&1 || { say "caddy did not install"; exit 1; }
