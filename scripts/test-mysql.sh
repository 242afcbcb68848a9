#!/usr/bin/env bash
# `npm run test:mysql`: runs the API's Jest suite (unit + end-to-end) against a throw-away MariaDB
# from Debian's mariadb-server, in a temporary data directory on a free port. The server is always
# stopped and the directory removed; the exit code is Jest's.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

have_server() { command -v mariadbd >/dev/null 2>&1 || command -v mysqld >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || [ -x /usr/sbin/mysqld ]; }
export PATH="$PATH:/usr/sbin:/sbin"

if ! have_server; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's mariadb-server..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q mariadb-server >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q mariadb-server >/dev/null; }
  else
    echo "MariaDB is missing: install it with 'sudo apt-get install -y mariadb-server' and run 'npm run test:mysql' again." >&2
    exit 1
  fi
fi

INSTALL_DB="$(command -v mariadb-install-db || command -v mysql_install_db)"
SAFE="$(command -v mysqld_safe || command -v mariadbd-safe)"
ADMIN="$(command -v mariadb-admin || command -v mysqladmin)"

WORK="$(mktemp -d "${TMPDIR:-/tmp}/qmj-mariadb-XXXXXX")"
DATADIR="$WORK/data"
SOCKET="$WORK/mysqld.sock"
PIDFILE="$WORK/mysqld.pid"
LOG="$WORK/mysqld.log"
SAFE_PID=""

cleanup() {
  local code=$?
  if [ -S "$SOCKET" ]; then
    "$ADMIN" --no-defaults --socket="$SOCKET" -uroot shutdown >/dev/null 2>&1 || true
  fi
  if [ -n "$SAFE_PID" ]; then
    for _ in $(seq 1 50); do kill -0 "$SAFE_PID" 2>/dev/null || break; sleep 0.2; done
    kill "$SAFE_PID" 2>/dev/null || true
  fi
  if [ -f "$PIDFILE" ]; then kill "$(cat "$PIDFILE")" 2>/dev/null || true; fi
  rm -rf "$WORK"
  exit "$code"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

mkdir -p "$DATADIR"
"$INSTALL_DB" --no-defaults --user=root --datadir="$DATADIR" --auth-root-authentication-method=normal --skip-test-db >"$WORK/install.log" 2>&1 || {
  cat "$WORK/install.log" >&2
  exit 1
}

"$SAFE" --no-defaults --user=root --datadir="$DATADIR" --socket="$SOCKET" --pid-file="$PIDFILE" \
  --port="$PORT" --bind-address=127.0.0.1 --log-error="$LOG" --skip-log-bin >/dev/null 2>&1 &
SAFE_PID=$!

for i in $(seq 1 100); do
  if "$ADMIN" --no-defaults --socket="$SOCKET" -uroot ping >/dev/null 2>&1; then break; fi
  if [ "$i" = 100 ] || ! kill -0 "$SAFE_PID" 2>/dev/null; then
    echo "MariaDB did not start:" >&2
    cat "$LOG" >&2 2>/dev/null || true
    exit 1
  fi
  sleep 0.2
done
echo "MariaDB $("$ADMIN" --no-defaults --socket="$SOCKET" -uroot version 2>/dev/null | sed -n 's/^Server version[[:space:]]*//p') on 127.0.0.1:$PORT"

# The suite runs the API from source; it imports the contracts' build: make it if missing or stale.
if [ ! -f packages/contracts/dist/index.js ] || [ -n "$(find packages/contracts/src -newer packages/contracts/dist/index.js -print -quit)" ]; then
  npm run build -w @qmj/contracts
fi

set +e
DB=mysql MYSQL_URL="mysql://root@127.0.0.1:$PORT" npm test -w @qmj/api -- "$@"
CODE=$?
set -e
exit "$CODE"
