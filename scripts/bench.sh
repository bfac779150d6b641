#!/usr/bin/env bash
# Runs the benchmarks of server/bench (built as bench_* executables); they print figures and never
# pass or fail. See docs/benchmarks.md for what each measures.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:-build}
found=0
for b in "$build_dir"/bin/bench_*; do
  [ -x "$b" ] || continue
  found=1
  echo "==> $(basename "$b")"
  "$b"
done
[ $found -eq 1 ] || echo "no benchmarks built yet"
echo "==> gateway and pipeline (scripts/bench-gateway.sh)"
scripts/bench-gateway.sh "$build_dir"
echo "==> car monitoring page in Chromium (scripts/bench-car.mjs)"
if [ -f web/dist/child/car/index.html ]; then node scripts/bench-car.mjs "$build_dir" || true; else echo "web/dist/child/car not built"; fi
echo "==> playback page and track API (scripts/bench-playback.mjs)"
if [ -f web/dist/child/car/index.html ]; then node scripts/bench-playback.mjs "$build_dir" || true; else echo "web/dist/child/car not built"; fi
echo "==> 数据中心 big screen in Chromium (scripts/bench-datacenter.mjs)"
if [ -f web/dist/child/dataCenter/index.html ]; then node scripts/bench-datacenter.mjs "$build_dir" || true; else echo "web/dist/child/dataCenter not built"; fi
