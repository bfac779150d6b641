#!/usr/bin/env bash
# Runs a command next to a throw-away NATS server: nats-server on a free loopback port, its files in
# a temporary folder; exports CHELIAN_TEST_NATS_URL for the command, then stops the server and
# removes the folder. No system service is used or touched (docs/cluster.md).
# Usage: scripts/with-nats.sh COMMAND [ARGS…]
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: scripts/with-nats.sh COMMAND [ARGS…]" >&2; exit 2; }
bin=$(command -v nats-server || true)
[ -n "$bin" ] || { echo "with-nats: nats-server is not installed (scripts/install-deps.sh test)" >&2; exit 1; }

dir=$(mktemp -d /tmp/chelian-nats.XXXXXX)
# A loopback port nobody listens on (a connection to it is refused).
free_port() {
  local p
  for _ in $(seq 50); do
    p=$((20000 + RANDOM % 40000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$p") 2>/dev/null; then echo "$p"; return; fi
  done
  return 1
}
port=$(free_port)
pid=""
stop() {
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap stop EXIT

"$bin" -a 127.0.0.1 -p "$port" -l "$dir/nats.log" >"$dir/stdout.log" 2>&1 &
pid=$!
# Up when it accepts connections (10 s at most).
for _ in $(seq 100); do
  if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then break; fi
  kill -0 "$pid" 2>/dev/null || { cat "$dir"/*.log >&2; exit 1; }
  sleep 0.1
done
(exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "with-nats: nats-server did not start" >&2; cat "$dir"/*.log >&2; exit 1; }

export CHELIAN_TEST_NATS_URL="nats://127.0.0.1:$port"
echo "with-nats: $("$bin" --version) on 127.0.0.1:$port ($dir)"
set +e
"$@"
rc=$?
set -e
exit $rc
