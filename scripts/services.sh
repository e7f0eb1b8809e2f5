#!/usr/bin/env bash
# The service step of docs/design.md §3: make sure PostgreSQL and Redis answer.
#   1. if they answer, use them;
#   2. else start locally installed servers (data under .data/);
#   3. else, as root on Debian/Ubuntu, install postgresql and redis-server with apt (non-interactive) and start them;
#   4. else stop with the exact commands to run.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
DATA="$ROOT/.data"
PG_URL=${DATABASE_URL:-postgres://postgres@127.0.0.1:5432/sdpumpkin}
REDIS_URL=${REDIS_URL:-redis://127.0.0.1:6379}
PG_HOST=$(node -e "const u=new URL(process.argv[1]);console.log(u.hostname)" "$PG_URL")
PG_PORT=$(node -e "const u=new URL(process.argv[1]);console.log(u.port||5432)" "$PG_URL")
REDIS_HOST=$(node -e "const u=new URL(process.argv[1]);console.log(u.hostname)" "$REDIS_URL")
REDIS_PORT=$(node -e "const u=new URL(process.argv[1]);console.log(u.port||6379)" "$REDIS_URL")

say() { echo "services: $*"; }

# A TCP answer plus a protocol answer, without needing psql or redis-cli on the machine.
pg_answers() { node scripts/probe.mjs postgres "$PG_URL" >/dev/null 2>&1; }
redis_answers() { node scripts/probe.mjs redis "$REDIS_URL" >/dev/null 2>&1; }

wait_for() {
  local what=$1 check=$2
  for _ in $(seq 1 60); do $check && return 0; sleep 0.5; done
  say "$what did not come up"; return 1
}

is_root() { [ "$(id -u)" = 0 ]; }
has_apt() { command -v apt-get >/dev/null 2>&1; }

start_postgres() {
  # Debian's cluster tooling first (a system install), then a private cluster under .data/postgres.
  if command -v pg_ctlcluster >/dev/null 2>&1 && ls /etc/postgresql/*/main >/dev/null 2>&1; then
    local version; version=$(ls /etc/postgresql | sort -V | tail -n1)
    say "starting the installed PostgreSQL $version cluster"
    pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || pg_ctlcluster "$version" main start || true
    return 0
  fi
  local bin; bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n1 || true)
  [ -n "$bin" ] || return 1
  say "starting a private PostgreSQL under .data/postgres"
  mkdir -p "$DATA"
  local run_as=()
  if is_root; then
    id postgres >/dev/null 2>&1 || return 1
    mkdir -p "$DATA/postgres"; chown -R postgres "$DATA/postgres"; run_as=(runuser -u postgres --)
  fi
  [ -f "$DATA/postgres/PG_VERSION" ] || "${run_as[@]}" "$bin/initdb" -D "$DATA/postgres" -U postgres --auth=trust >/dev/null
  "${run_as[@]}" "$bin/pg_ctl" -D "$DATA/postgres" -l "$DATA/postgres.log" -o "-p $PG_PORT -k /tmp -c listen_addresses=127.0.0.1" start >/dev/null
}

start_redis() {
  command -v redis-server >/dev/null 2>&1 || return 1
  say "starting redis-server (data under .data/redis)"
  mkdir -p "$DATA/redis"
  # NOTE: noeviction is what BullMQ needs (docs/design.md §9 operations notes); appendonly keeps queued jobs across restarts.
  redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$DATA/redis" --appendonly yes \
    --maxmemory-policy noeviction --logfile "$DATA/redis.log"
}

apt_install() {
  is_root && has_apt || return 1
  say "installing $* with apt"
  DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" </dev/null >/dev/null
}

remote_host() { [ "$1" != 127.0.0.1 ] && [ "$1" != localhost ] && [ "$1" != ::1 ]; }

if ! pg_answers; then
  if remote_host "$PG_HOST"; then say "PostgreSQL at $PG_HOST:$PG_PORT does not answer; start it or fix DATABASE_URL"; exit 1; fi
  start_postgres || true
  if ! wait_for PostgreSQL pg_answers 2>/dev/null; then
    apt_install postgresql && start_postgres && wait_for PostgreSQL pg_answers || {
      cat <<MSG
services: PostgreSQL is not reachable at $PG_HOST:$PG_PORT and could not be started or installed here.
  Run one of:
    sudo apt-get install -y postgresql && sudo pg_ctlcluster \$(ls /etc/postgresql) main start
    docker compose up -d postgres redis
  then make sure user 'postgres' can connect without a password from 127.0.0.1 (or set DATABASE_URL).
MSG
      exit 1
    }
  fi
fi
say "PostgreSQL answers at $PG_HOST:$PG_PORT"

if ! redis_answers; then
  if remote_host "$REDIS_HOST"; then say "Redis at $REDIS_HOST:$REDIS_PORT does not answer; start it or fix REDIS_URL"; exit 1; fi
  start_redis || true
  if ! wait_for Redis redis_answers 2>/dev/null; then
    apt_install redis-server && start_redis && wait_for Redis redis_answers || {
      cat <<MSG
services: Redis is not reachable at $REDIS_HOST:$REDIS_PORT and could not be started or installed here.
  Run one of:
    sudo apt-get install -y redis-server && redis-server --daemonize yes --maxmemory-policy noeviction
    docker compose up -d postgres redis
MSG
      exit 1
    }
  fi
fi
say "Redis answers at $REDIS_HOST:$REDIS_PORT"
