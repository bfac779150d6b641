#!/usr/bin/env bash
# Starts chelian-server with SQLite under var/ and the console on http://127.0.0.1:8080. With
# DEMO=1 (default) the demo tenant is created first (idempotent) and chelian-sim drives its 200
# vehicles, the demo school's 30 badges (3G* watch), 10 pet trackers (H02), 12 demo e-bikes and the
# rental fleet's e-bikes against the gateways. Ctrl-C stops both cleanly.
# Usage: scripts/run.sh SERVER_BINARY DEMO [extra server options…]
set -euo pipefail
cd "$(dirname "$0")/.."
server=$1; demo=$2; shift 2
sim="$(dirname "$server")/chelian-sim"
mkdir -p var
if [ "$demo" != "1" ]; then
  echo "DEMO=0: no demo data. Create a first account with:"
  echo "  $server admin user-add --username admin --password <password> --role admin --group <company>"
  exec "$server" "$@"
fi
"$server" "$@" admin demo-seed --wearables 40 --ebikes 12  # --ebikes: 电动车卫士's demo e-bikes
"$server" "$@" admin demo-rental  # 电动车租赁's demo rental fleet (docs/elec-lease.md)
# The demo fleet's 200 terminals sign in from this host at once: more than the default
# gateway.logins_per_minute_per_address (120) allows one address (a --set among the options that
# follow wins over this one, a value in a --config file does not).
"$server" --set gateway.logins_per_minute_per_address=600 "$@" &
server_pid=$!
sim_pid=""
stop() {
  [ -n "$sim_pid" ] && kill -INT "$sim_pid" 2>/dev/null || true
  kill -INT "$server_pid" 2>/dev/null || true
}
trap stop INT TERM
# The simulator follows the configured gateway ports (defaults 7788 / 5023).
port_of() {
  local key=$1; shift
  "$server" "$@" --print-config | sed -n "s/^$key = \([0-9-]*\).*/\1/p"
}
jt808_port=$(port_of gateway.jt808_port "$@"); gt06_port=$(port_of gateway.gt06_port "$@")
watch_port=$(port_of gateway.watch_port "$@"); h02_port=$(port_of gateway.h02_port "$@")
if [ "${jt808_port:-0}" -le 0 ]; then
  # Off (-1) or a port picked at start (0): the simulator cannot know where to connect.
  echo "demo fleet not started: it needs a fixed gateway.jt808_port (got ${jt808_port:-none})"
else
  # Like real terminals the simulated ones keep their JT/T 808 authentication codes (var/).
  sim_args=(--devices 200 --jt808-port "$jt808_port" --auth-file var/chelian-sim-auth.txt)
  if [ "${gt06_port:-0}" -gt 0 ]; then sim_args+=(--gt06-port "$gt06_port"); else sim_args+=(--jt808-only); fi
  if [ "${watch_port:-0}" -gt 0 ] && [ "${h02_port:-0}" -gt 0 ]; then
    sim_args+=(--wearables 40 --watch-port "$watch_port" --h02-port "$h02_port")
  fi
  sim_args+=(--ebikes 12 --rental)  # the demo e-bikes and the rental fleet's (GT06 ones only with its port)
  for _ in $(seq 1 50); do
    (exec 3<>"/dev/tcp/127.0.0.1/$jt808_port") 2>/dev/null && break
    sleep 0.2
  done
  "$sim" "${sim_args[@]}" > var/chelian-sim.log 2>&1 &
  sim_pid=$!
  echo "demo fleet: 200 simulated vehicles (log: var/chelian-sim.log)"
fi
wait "$server_pid" || true
stop
wait 2>/dev/null || true
