#!/usr/bin/env bash
# `npm run test:mysql`: runs the API's Jest suite (unit + end-to-end) against a throw-away MariaDB
# from Debian's mariadb-server, in a temporary data directory on a free port. The server is always
# stopped and the directory removed; the exit code is Jest's.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# shellcheck source=lib/mariadb.sh
source "$ROOT/scripts/lib/mariadb.sh"

# The suite runs the API from source; it imports the contracts' build: make it if missing or stale.
if [ ! -f packages/contracts/dist/index.js ] || [ -n "$(find packages/contracts/src -newer packages/contracts/dist/index.js -print -quit)" ]; then
  npm run build -w @qmj/contracts
fi

set +e
# In Manila's zone, where the SQLite run has the machine's (UTC on CI): nothing of the API may depend on the zone
# of its process (docs/architecture.md#database).
TZ=Asia/Manila DB=mysql MYSQL_URL="mysql://root@127.0.0.1:$MARIADB_PORT" npm test -w @qmj/api -- "$@"
CODE=$?
set -e
exit "$CODE"
