#!/usr/bin/env bash
# Throughput of one node and of two nodes of a cluster (docs/scale-out.md § Figures): chelian-server
# on a throw-away PostgreSQL and NATS (run it under scripts/with-postgres.sh scripts/with-nats.sh, as
# scripts/bench.sh does), the demo fleet simulated by chelian-sim, ack after commit. Prints figures;
# never fails. BENCH_SECONDS (default 60 per run), BENCH_DEVICES (10000), BENCH_INTERVAL (0.2 s).
# First a single server on PostgreSQL without NATS (store.engine = postgres alone), then one and two
# nodes of a cluster.
set -uo pipefail
cd "$(dirname "$0")/.."
build=${1:-build}
seconds=${BENCH_SECONDS:-60}
devices=${BENCH_DEVICES:-10000}
interval=${BENCH_INTERVAL:-0.2}
server="$build/bin/chelian-server"
sim="$build/bin/chelian-sim"
url=${CHELIAN_TEST_PG_URL:?run under scripts/with-postgres.sh}
nats=${CHELIAN_TEST_NATS_URL:?run under scripts/with-nats.sh}
psql=$(command -v psql || ls /usr/lib/postgresql/*/bin/psql | sort -V | tail -1)
data="$build/bench-data/cluster"
rm -rf "$data"
mkdir -p "$data"
ulimit -n 20000 2>/dev/null || ulimit -n "$(ulimit -Hn)"
. scripts/free-port.sh

sql() { "$psql" -qtA "$url" -c "$1"; }
cpu_s() { awk -v t="$(getconf CLK_TCK)" '{print ($14 + $15) / t}' "/proc/$1/stat"; }
# Every stored position is a row of a month of positions (migration 0090).
count() { sql "SELECT COUNT(*) FROM positions"; }
bytes() {
  sql "SELECT COALESCE(SUM(pg_total_relation_size(i.inhrelid)), 0) FROM pg_inherits i WHERE i.inhparent = 'positions'::regclass"
}

# start_node NAME [solo]: sets pid_NAME and jt_NAME / gt_NAME (its device ports); solo: no cluster.
start_node() {
  local name=$1 jt gt http cluster=(--set cluster.nats_url="$nats" --set cluster.node_id="$1")
  [ "${2:-}" = solo ] && cluster=()
  jt=$(free_port); gt=$(free_port); http=$(free_port)
  "$server" --set store.engine=postgres --set store.postgres_url="$url" "${cluster[@]}" \
    --set http.port="$http" --set gateway.host=127.0.0.1 --set gateway.jt808_port="$jt" \
    --set gateway.gt06_port="$gt" --set gateway.watch_port=-1 --set gateway.h02_port=-1 --set gateway.osmand_port=-1 \
    --set data.dir="$data/$name" --set log.level=warn --set gateway.ack=committed \
    --set gateway.logins_per_minute_per_address=0 --set gateway.unknown_devices=refuse \
    --set pipeline.max_future_s=86400 >"$data/$name.log" 2>&1 &
  local pid=$!
  printf -v "pid_$name" %s "$pid"; printf -v "jt_$name" %s "$jt"; printf -v "gt_$name" %s "$gt"
  for _ in $(seq 1 300); do (exec 3<>"/dev/tcp/127.0.0.1/$jt") 2>/dev/null && return; sleep 0.1; done
  echo "node $name did not start"; cat "$data/$name.log"
}
# sim_run JT GT FIRST COUNT LOG: the devices FIRST…FIRST+COUNT-1 for the run's length.
sim_run() {
  "$sim" --mode demo --devices "$4" --first "$3" --interval "$interval" --parked-interval "$interval" \
    --sim-seconds-per-report 1 --jt808-port "$1" --gt06-port "$2" --duration "$seconds" --connects-per-s 3000 \
    --auth-file "$data/auth-$3.txt" >"$5" 2>&1
}
stop_node() { kill -INT "$1"; wait "$1" 2>/dev/null; }

echo "== cluster: $devices devices, one report every ${interval} s each, ${seconds} s per run, ack after commit"
echo "   machine: $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$server" --set store.engine=postgres --set store.postgres_url="$url" admin demo-seed --vehicles "$devices" >/dev/null

run() {  # run NODES [solo]
  local nodes=$1 before after cpu=0 b0 b1 half=$((devices / 2)) label="$1 node(s)"
  [ "${2:-}" = solo ] && label="one server, no cluster"
  before=$(count); b0=$(bytes)
  start_node a "${2:-}"
  if [ "$nodes" -eq 2 ]; then
    start_node b
    sim_run "$jt_a" "$gt_a" 0 "$half" "$data/sim-2a.log" &
    local s1=$!
    sim_run "$jt_b" "$gt_b" "$half" $((devices - half)) "$data/sim-2b.log"
    wait "$s1"
  else
    sim_run "$jt_a" "$gt_a" 0 "$devices" "$data/sim-1.log"
  fi
  sleep 2
  cpu=$(cpu_s "$pid_a")
  stop_node "$pid_a"
  if [ "$nodes" -eq 2 ]; then
    cpu=$(awk -v a="$cpu" -v b="$(cpu_s "$pid_b")" 'BEGIN {print a + b}')
    stop_node "$pid_b"
  fi
  after=$(count); b1=$(bytes)
  local n=$((after - before))
  echo "-- $label: stored $n positions = $((n / seconds)) positions/s committed; load average after $(cut -d' ' -f1-3 /proc/loadavg)"
  echo "   (the simulators' lines below: 'acknowledged' counts acks received within the run, after commit)"
  for f in "$data"/sim-"$nodes"*.log; do echo "   sim: $(tail -1 "$f")"; done
  echo "   server CPU $(printf %.1f "$cpu") s = $(awk -v c="$cpu" -v n="$n" 'BEGIN {printf "%.1f", n ? c * 1e6 / n : 0}') us per stored position (nodes together)"
  echo "   positions' tables: $(awk -v b="$((b1 - b0))" -v n="$n" 'BEGIN {printf "%.0f", n ? b / n : 0}') bytes per stored position (heap + index)"
}
run 1 solo
run 1
run 2
