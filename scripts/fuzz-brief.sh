#!/usr/bin/env bash
# Builds the fuzz targets with clang (libFuzzer + ASan + UBSan) in BUILD_DIR/fuzz and runs each
# briefly — every protocol folder's decoder (server/src/protocol/<name>/<name>_fuzz.cc) from the
# captured frames in its testdata/, the HTTP request path from server/src/api/testdata/http_requests/,
# the .xlsx reader of uploads from server/src/xlsx/testdata/, the voice files' AMR and WAV readers
# from server/src/audio/testdata/, the packed vehicle-days' decoder from server/src/store/testdata/packs/
# — printing one "FUZZ OK|FAILED <target>" line each.
# Usage: scripts/fuzz-brief.sh [BUILD_DIR] [RUNS]
set -uo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:-build}/fuzz
runs=${2:-100000}
if [ ! -f "$build_dir/build.ninja" ]; then
  cmake -S server -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHELIAN_FUZZ=ON \
    -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_C_COMPILER=clang >/dev/null || exit 1
fi
ninja -C "$build_dir" --quiet protocol_fuzz http_fuzz xlsx_fuzz audio_fuzz pack_fuzz || exit 1
status=0
protocols=()
for dir in server/src/protocol/*/; do
  proto=$(basename "$dir")
  [ -f "$dir/${proto}_fuzz.cc" ] && protocols+=("$proto")
done
for proto in "${protocols[@]}"; do
  corpus=$(mktemp -d)
  # Seed corpus: every captured frame of the protocol's test data, as binary files.
  grep -hv '^#' server/src/protocol/$proto/testdata/*.hex | tr -d ' ' | grep -E '^[0-9A-Fa-f]+$' | \
    awk -v dir="$corpus" '{ f = dir "/seed" NR; printf "%s", $0 | ("xxd -r -p > " f); close("xxd -r -p > " f) }'
  if "$build_dir/bin/${proto}_fuzz" -runs="$runs" -max_len=4096 "$corpus" >"$build_dir/${proto}_fuzz.log" 2>&1; then
    echo "FUZZ OK $proto ($runs runs, $(ls "$corpus" | wc -l) seeds)"
  else
    echo "FUZZ FAILED $proto — see $build_dir/${proto}_fuzz.log"; tail -30 "$build_dir/${proto}_fuzz.log"; status=1
  fi
  rm -rf "$corpus"
done
# fuzz_seeded NAME SEED_DIR MAX_LEN: runs NAME_fuzz from a copy of the seed files in SEED_DIR.
fuzz_seeded() {
  local name=$1 seeds=$2 max_len=$3 corpus
  corpus=$(mktemp -d)
  cp "$seeds"/* "$corpus"/
  if "$build_dir/bin/${name}_fuzz" -runs="$runs" -max_len="$max_len" "$corpus" >"$build_dir/${name}_fuzz.log" 2>&1; then
    echo "FUZZ OK $name ($runs runs, $(ls "$seeds" | wc -l) seeds)"
  else
    echo "FUZZ FAILED $name — see $build_dir/${name}_fuzz.log"; tail -30 "$build_dir/${name}_fuzz.log"; status=1
  fi
  rm -rf "$corpus"
}
fuzz_seeded http server/src/api/testdata/http_requests 8192
# The .xlsx reader of uploads: the workbooks and parts of its testdata.
fuzz_seeded xlsx server/src/xlsx/testdata 16384
# The voice files' readers (AMR from watches, WAV from the console).
fuzz_seeded audio server/src/audio/testdata 4096
# The packed vehicle-days' decoder (D168).
fuzz_seeded pack server/src/store/testdata/packs 4096
exit $status
