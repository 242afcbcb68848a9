#!/usr/bin/env bash
# `npm run test:replicas`: two API processes on one throw-away MariaDB and one throw-away Redis
# (scripts/test-replicas.mjs starts it; docs/security.md, Two replicas), and the suite in
# services/api/test-replicas that races requests across them. The servers are always stopped (MariaDB's
# directory removed); the exit code is Jest's.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

# shellcheck source=lib/mariadb.sh
source "$ROOT/scripts/lib/mariadb.sh"

"$(command -v mariadb || command -v mysql)" --no-defaults --socket="$SOCKET" -uroot \
  -e 'CREATE DATABASE qmj_replicas CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci'

set +e
DATABASE_URL="mysql://root@127.0.0.1:$MARIADB_PORT/qmj_replicas" REPLICAS_DATA_DIR="$WORK/api-data" \
  node scripts/test-replicas.mjs "$@"
CODE=$?
set -e
exit "$CODE"
