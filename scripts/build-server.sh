#!/usr/bin/env bash
# Configures (once, or again for a CI build) and builds the C++ server with CMake + Ninja + ccache
# into the given folder.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:-build}
# CHELIAN_WERROR=1 (set by .ci/run) builds with warnings as errors; the setting is applied to an
# existing build folder too.
werror=OFF
[ "${CHELIAN_WERROR:-0}" = "1" ] && werror=ON
# CHELIAN_TESTS=1 (make test, make bench) builds the tests and benchmarks too, configuring again a
# folder that `make run` configured without them.
tests=()
[ "${CHELIAN_TESTS:-0}" = "1" ] && tests=(-DCHELIAN_TESTS=ON)
if [ ! -f "$build_dir/build.ninja" ] || [ "$werror" = ON ] ||
  { [ ${#tests[@]} -gt 0 ] && ! grep -qE '^CHELIAN_WITH_TESTS:INTERNAL=(1|TRUE|ON)$' "$build_dir/CMakeCache.txt"; }; then
  cmake -S server -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHELIAN_WERROR=$werror "${tests[@]}" >/dev/null
fi
ninja -C "$build_dir" --quiet
