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
. "$(dirname "$0")/free-port.sh"
pid=""
stop() {
  if [ -n "$pid" ]; then
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  fi
  rm -rf "$dir"
}
trap stop EXIT

# Started on a free port; another port when the server exits before it listens (the port was taken
# after the check), five tries.
up=""
for _ in 1 2 3 4 5; do
  port=$(free_port)
  "$bin" -a 127.0.0.1 -p "$port" -l "$dir/nats.log" >"$dir/stdout.log" 2>&1 &
  pid=$!
  # Up when it accepts connections (10 s at most).
  for _ in $(seq 100); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then up=1; break; fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  [ -n "$up" ] && break
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  pid=""
done
[ -n "$up" ] || { echo "with-nats: nats-server did not start" >&2; cat "$dir"/*.log >&2; exit 1; }

export CHELIAN_TEST_NATS_URL="nats://127.0.0.1:$port"
echo "with-nats: $("$bin" --version) on 127.0.0.1:$port ($dir)"
set +e
"$@"
rc=$?
set -e
exit $rc
