# A throw-away MariaDB from Debian's mariadb-server, in a temporary data directory on a free port,
# for `npm run test:mysql` and `npm run test:replicas`. Sourced by them: it starts the server, sets
# MARIADB_PORT and WORK (a temporary directory), and stops the server and removes WORK at exit.
have_server() { command -v mariadbd >/dev/null 2>&1 || command -v mysqld >/dev/null 2>&1 || [ -x /usr/sbin/mariadbd ] || [ -x /usr/sbin/mysqld ]; }
export PATH="$PATH:/usr/sbin:/sbin"

if ! have_server; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's mariadb-server..."
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q mariadb-server >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q mariadb-server >/dev/null; }
  else
    echo "MariaDB is missing: install it with 'sudo apt-get install -y mariadb-server' and run the command again." >&2
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

MARIADB_PORT="$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"

mkdir -p "$DATADIR"
"$INSTALL_DB" --no-defaults --user=root --datadir="$DATADIR" --auth-root-authentication-method=normal --skip-test-db >"$WORK/install.log" 2>&1 || {
  cat "$WORK/install.log" >&2
  exit 1
}

"$SAFE" --no-defaults --user=root --datadir="$DATADIR" --socket="$SOCKET" --pid-file="$PIDFILE" \
  --port="$MARIADB_PORT" --bind-address=127.0.0.1 --log-error="$LOG" --skip-log-bin >/dev/null 2>&1 &
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
echo "MariaDB $("$ADMIN" --no-defaults --socket="$SOCKET" -uroot version 2>/dev/null | sed -n 's/^Server version[[:space:]]*//p') on 127.0.0.1:$MARIADB_PORT"

