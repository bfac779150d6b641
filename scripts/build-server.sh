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
if [ ! -f "$build_dir/build.ninja" ] || [ "$werror" = ON ]; then
  cmake -S server -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHELIAN_WERROR=$werror >/dev/null
fi
ninja -C "$build_dir" --quiet
