#!/usr/bin/env bash
# Runs every test suite — the server's C++ formatting (clang-format), C++ (ctest; the store's tests
# also on PostgreSQL, scripts/with-postgres.sh; two nodes on PostgreSQL and NATS, scripts/with-nats.sh), a brief
# libFuzzer run per decoder and for the HTTP request path, the web's static checks (ESLint, import
# circles, tsc --noEmit per workspace), the .deb unpacked and started (scripts/test-package.sh), web
# unit (Vitest), browser end-to-end (playwright-core +
# Chromium against a real server) — logs each under build/test-logs/, and ends with a summary.
# Exit status is non-zero when any suite fails.
set -uo pipefail
cd "$(dirname "$0")/.."
. scripts/node-env.sh  # the project-local Node when Debian's is too old
build_dir=${1:-build}
logs="$build_dir/test-logs"
mkdir -p "$logs"

names=(); results=(); passed=(); failed=(); seconds=(); logfiles=()
overall=0

# run_suite NAME PARSER COMMAND…  (PARSER: ctest | vitest | fuzz | checks)
run_suite() {
  local name=$1 parser=$2; shift 2
  local log="$logs/${name// /_}.log" start end rc p=0 f=0
  echo "==> $name: $*"
  start=$(date +%s.%N)
  "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  end=$(date +%s.%N)
  case $parser in
    ctest)
      p=$(grep -oE '[0-9]+% tests passed, [0-9]+ tests failed out of [0-9]+' "$log" | tail -1 | awk '{print $NF - $4}')
      f=$(grep -oE '[0-9]+ tests failed out of' "$log" | tail -1 | awk '{print $1}') ;;
    vitest)
      local line
      line=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ *Tests ' | tail -1)
      p=$(grep -oE '[0-9]+ passed' <<<"$line" | awk '{s+=$1} END {print s+0}')
      f=$(grep -oE '[0-9]+ failed' <<<"$line" | awk '{s+=$1} END {print s+0}') ;;
    fuzz)
      p=$(grep -c '^FUZZ OK' "$log")
      f=$(grep -c '^FUZZ FAILED' "$log") ;;
    checks)
      p=$(grep -c '^CHECK OK' "$log")
      f=$(grep -c '^CHECK FAILED' "$log") ;;
  esac
  [ -z "$p" ] && p=0
  [ -z "$f" ] && f=0
  names+=("$name"); passed+=("$p"); failed+=("$f"); logfiles+=("$log")
  seconds+=("$(awk -v a="$start" -v b="$end" 'BEGIN {printf "%.1f", b - a}')")
  if [ "$rc" -eq 0 ]; then results+=("ok"); else results+=("FAILED"); overall=1; fi
}

run_suite "format (clang-format)" checks scripts/check-format.sh
run_suite "server (ctest)" ctest ctest --test-dir "$build_dir" --output-on-failure -j2
# The store's tests again on a throw-away PostgreSQL (docs/scale-out.md).
run_suite "store on PostgreSQL" ctest scripts/with-postgres.sh ctest --test-dir "$build_dir" -L '^chelian_store$' --output-on-failure -j2
# Two server processes on one PostgreSQL and one NATS server (docs/cluster.md).
run_suite "cluster on NATS" ctest scripts/with-postgres.sh scripts/with-nats.sh ctest --test-dir "$build_dir" -R '^ClusterTest\.' --output-on-failure
run_suite "decoder fuzzing" fuzz scripts/fuzz-brief.sh "$build_dir" 100000
run_suite "package (.deb)" checks scripts/test-package.sh "$build_dir"
if [ -f web/package.json ]; then
  run_suite "web lint+types" checks npm --prefix web run --silent check
  run_suite "web unit (vitest)" vitest npm --prefix web run --silent test
  if [ -f web/e2e/package.json ] && ls web/e2e/tests/*.e2e.ts >/dev/null 2>&1; then
    run_suite "e2e (chromium)" vitest npm --prefix web run --silent e2e
  fi
fi

# What failed, in a few lines each, right above the summary: CI shows only the end of the output.
digest_of() {
    sed 's/\x1b\[[0-9;]*m//g' "$1" | awk -v file="$1" '
      /^ *FAIL / { if (!shown++) print "-- " file; print; n = 0; on = 1; next }
      /Unhandled (Error|Rejection)|Errors? occurred while|Timeout terminating|Worker exited/ { if (!shown++) print "-- " file; print; n = 0; on = 1; next }
      /The following tests FAILED/ { print "-- " file; on = 2; next }
      /^FUZZ FAILED/ { print "-- " file; print; next }
      /^CHECK FAILED/ { print "-- " file; for (i = NR - 8; i < NR; i++) if (i > 0 && (i in seen)) print seen[i]; print; next }
      { seen[NR] = $0; delete seen[NR - 8] }
      on == 1 { if (n++ < 14) print; if (/^ *❯ .*:[0-9]+:[0-9]+/) on = 0; next }
      on == 2 { if (NF == 0) on = 0; else print }'
}
digest() {
  local log
  for log in "$logs"/*.log; do digest_of "$log"; done | head -60
}
# A failed suite whose log matched none of the above (a runner that exits non-zero with every test
# passed): the last lines of its log.
unexplained() {
  local i
  for i in "${!names[@]}"; do
    [ "${results[$i]}" = FAILED ] || continue
    [ -n "$(digest_of "${logfiles[$i]}")" ] && continue
    echo "-- ${logfiles[$i]} (exit status non-zero; its last lines)"
    sed 's/\x1b\[[0-9;]*m//g' "${logfiles[$i]}" | grep -v '^ *[✓↓] ' | grep -v '^ *$' | tail -25
  done
}
failures=$( (digest; unexplained) | head -90)
if [ -n "$failures" ]; then
  echo
  echo "------------- failures (full logs under $logs/) -------------"
  echo "$failures"
fi

echo
echo "========================= Chelian test summary ========================="
printf '%-22s %-8s %8s %8s %9s\n' suite result passed failed seconds
total_p=0; total_f=0; total_s=0
for i in "${!names[@]}"; do
  printf '%-22s %-8s %8s %8s %9s\n' "${names[$i]}" "${results[$i]}" "${passed[$i]}" "${failed[$i]}" "${seconds[$i]}"
  total_p=$((total_p + passed[i])); total_f=$((total_f + failed[i]))
  total_s=$(awk -v a="$total_s" -v b="${seconds[$i]}" 'BEGIN {printf "%.1f", a + b}')
done
printf '%-22s %-8s %8s %8s %9s\n' total "$([ $overall -eq 0 ] && echo ok || echo FAILED)" "$total_p" "$total_f" "$total_s"
exit $overall
