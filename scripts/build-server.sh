#!/usr/bin/env bash
# Configures (once) and builds the C++ server with CMake + Ninja + ccache into the given folder.
set -euo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:-build}
if [ ! -f "$build_dir/build.ninja" ]; then
  cmake -S server -B "$build_dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
fi
ninja -C "$build_dir" --quiet
