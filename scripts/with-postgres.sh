#!/usr/bin/env bash
# Runs a command against a throw-away PostgreSQL: initdb in a temporary folder (fsync on), a free
# loopback port, its unix socket in that folder; exports CHELIAN_TEST_PG_URL for the command, then
# stops the server and removes the folder. No system service is used or touched.
# Usage: scripts/with-postgres.sh COMMAND [ARGS…]   (root runs the server as the user postgres,
# which Debian's postgresql package creates: PostgreSQL refuses to run as root)
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: scripts/with-postgres.sh COMMAND [ARGS…]" >&2; exit 2; }
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -x "$bin/initdb" ] || { echo "with-postgres: PostgreSQL is not installed (scripts/install-deps.sh test)" >&2; exit 1; }

dir=$(mktemp -d /tmp/chelian-pg.XXXXXX)
as_owner=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$dir"
  as_owner=(runuser -u postgres --)
fi
. "$(dirname "$0")/free-port.sh"
port=$(free_port)
stop() {
  "${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap stop EXIT

"${as_owner[@]}" "$bin/initdb" -D "$dir/data" -U chelian -A trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
# Small and durable: fsync and synchronous_commit stay on (the defaults); a test run's size.
"${as_owner[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=on -c max_connections=200 -c shared_buffers=256MB" \
  start >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
"$bin/psql" -q -h 127.0.0.1 -p "$port" -U chelian -d postgres -c 'CREATE DATABASE chelian' >/dev/null

export CHELIAN_TEST_PG_URL="postgresql://chelian@127.0.0.1:$port/chelian"
echo "with-postgres: PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port ($dir)"
set +e
"$@"
rc=$?
set -e
exit $rc
