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
corpus=$(mktemp -d)
cp server/src/api/testdata/http_requests/* "$corpus"/
if "$build_dir/bin/http_fuzz" -runs="$runs" -max_len=8192 "$corpus" >"$build_dir/http_fuzz.log" 2>&1; then
  echo "FUZZ OK http ($runs runs, $(ls server/src/api/testdata/http_requests | wc -l) seeds)"
else
  echo "FUZZ FAILED http — see $build_dir/http_fuzz.log"; tail -30 "$build_dir/http_fuzz.log"; status=1
fi
rm -rf "$corpus"
# The .xlsx reader of uploads: seeded with the workbooks and parts of server/src/xlsx/testdata/.
corpus=$(mktemp -d)
cp server/src/xlsx/testdata/* "$corpus"/
if "$build_dir/bin/xlsx_fuzz" -runs="$runs" -max_len=16384 "$corpus" >"$build_dir/xlsx_fuzz.log" 2>&1; then
  echo "FUZZ OK xlsx ($runs runs, $(ls server/src/xlsx/testdata | wc -l) seeds)"
else
  echo "FUZZ FAILED xlsx — see $build_dir/xlsx_fuzz.log"; tail -30 "$build_dir/xlsx_fuzz.log"; status=1
fi
rm -rf "$corpus"
# The voice files' readers (AMR from watches, WAV from the console): seeded with server/src/audio/testdata/.
corpus=$(mktemp -d)
cp server/src/audio/testdata/* "$corpus"/
if "$build_dir/bin/audio_fuzz" -runs="$runs" -max_len=4096 "$corpus" >"$build_dir/audio_fuzz.log" 2>&1; then
  echo "FUZZ OK audio ($runs runs, $(ls server/src/audio/testdata | wc -l) seeds)"
else
  echo "FUZZ FAILED audio — see $build_dir/audio_fuzz.log"; tail -30 "$build_dir/audio_fuzz.log"; status=1
fi
rm -rf "$corpus"
# The packed vehicle-days' decoder (D168): seeded with server/src/store/testdata/packs/.
corpus=$(mktemp -d)
cp server/src/store/testdata/packs/* "$corpus"/
if "$build_dir/bin/pack_fuzz" -runs="$runs" -max_len=4096 "$corpus" >"$build_dir/pack_fuzz.log" 2>&1; then
  echo "FUZZ OK pack ($runs runs, $(ls server/src/store/testdata/packs | wc -l) seeds)"
else
  echo "FUZZ FAILED pack — see $build_dir/pack_fuzz.log"; tail -30 "$build_dir/pack_fuzz.log"; status=1
fi
rm -rf "$corpus"
exit $status
