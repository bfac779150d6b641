#!/usr/bin/env bash
# Runs the benchmarks of server/bench (built as bench_* executables); they print figures and never
# pass or fail. See docs/benchmarks.md for what each measures.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/node-env.sh  # the project-local Node when Debian's is too old
build_dir=${1:-build}
found=0
for b in "$build_dir"/bin/bench_*; do
  [ -x "$b" ] || continue
  [ "$(basename "$b")" = bench_postgres_positions ] && continue  # below, with its PostgreSQL
  found=1
  echo "==> $(basename "$b")"
  "$b"
done
[ $found -eq 1 ] || echo "no benchmarks built yet"
if [ -x "$build_dir/bin/bench_position_writer" ]; then
  # Retention while 40,000 positions/s arrive: compare with the plain run above (docs/benchmarks.md).
  echo "==> bench_position_writer --keep-days 30 (purging the prefill while 40,000/s arrive)"
  "$build_dir/bin/bench_position_writer" --keep-days 30
fi
if [ -x "$build_dir/bin/bench_postgres_positions" ]; then
  # PostgreSQL (docs/scale-out.md): ingest from 10,000 devices, then a full vehicle-day (8,640 points).
  echo "==> bench_postgres_positions on a throw-away PostgreSQL (scripts/with-postgres.sh)"
  scripts/with-postgres.sh bash -c "$build_dir/bin/bench_postgres_positions && $build_dir/bin/bench_postgres_positions --devices 250 --rows 2160000"
fi
echo "==> one node and two nodes of a cluster on PostgreSQL and NATS (scripts/bench-cluster.sh)"
scripts/with-postgres.sh scripts/with-nats.sh scripts/bench-cluster.sh "$build_dir" || true
echo "==> gateway and pipeline (scripts/bench-gateway.sh)"
scripts/bench-gateway.sh "$build_dir"
echo "==> car monitoring page in Chromium (scripts/bench-car.mjs)"
if [ -f web/dist/child/car/index.html ]; then node scripts/bench-car.mjs "$build_dir" || true; else echo "web/dist/child/car not built"; fi
echo "==> car monitoring page with a 50,000-vehicle account (BENCH_VEHICLES=50000 scripts/bench-car.mjs)"
if [ -f web/dist/child/car/index.html ]; then BENCH_VEHICLES=50000 node scripts/bench-car.mjs "$build_dir" || true; else echo "web/dist/child/car not built"; fi
echo "==> playback page and track API (scripts/bench-playback.mjs)"
if [ -f web/dist/child/car/index.html ]; then node scripts/bench-playback.mjs "$build_dir" || true; else echo "web/dist/child/car not built"; fi
echo "==> 数据中心 big screen in Chromium (scripts/bench-datacenter.mjs)"
if [ -f web/dist/child/dataCenter/index.html ]; then node scripts/bench-datacenter.mjs "$build_dir" || true; else echo "web/dist/child/dataCenter not built"; fi
echo "==> 数据中心 big screen over a simulated day (scripts/bench-datacenter-soak.mjs)"
if [ -f web/dist/child/dataCenter/index.html ]; then node scripts/bench-datacenter-soak.mjs "$build_dir" || true; else echo "web/dist/child/dataCenter not built"; fi
