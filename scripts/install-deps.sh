#!/usr/bin/env bash
# Installs what Chelian needs on Debian 12 or 13, idempotently: Debian packages via apt-get (only
# those missing), a Node.js the web build accepts (scripts/node-env.sh) and the web workspace's npm
# packages via `npm ci` (only when the lock changed).
# Usage: scripts/install-deps.sh [run|test]   run (default): building and running; test: also the
# test and benchmark tools (GoogleTest, clang for fuzzing, Chromium and CJK fonts for the browser tests).
set -euo pipefail
cd "$(dirname "$0")/.."
purpose=${1:-run}
case "$purpose" in run | test) ;; *) echo "usage: scripts/install-deps.sh [run|test]" >&2; exit 2 ;; esac

# Boost ≥ 1.81 (Boost.JSON; Asio and Beast are in the headers): Debian 12's default Boost is 1.74,
# so there the 1.81 packages; Debian 13 and later ship a newer default.
debian_major=$(. /etc/os-release 2>/dev/null && echo "${VERSION_ID%%.*}")
if [ "${debian_major:-0}" = "12" ]; then
  boost=(libboost1.81-dev libboost-json1.81-dev)
else
  boost=(libboost-dev libboost-json-dev)
fi
# What building and running the server and the console needs (Chromium and the CJK fonts draw the
# offline map's low zooms into images at build time: scripts/build-basemap-raster.mjs).
RUN_PACKAGES=(
  build-essential cmake ninja-build ccache pkg-config
  "${boost[@]}"
  libsqlite3-dev libtomlplusplus-dev libspdlog-dev libfmt-dev
  libsodium-dev libxlsxwriter-dev libqrencode-dev libcurl4-openssl-dev zlib1g-dev liburing-dev
  libminizip-dev libexpat1-dev libpq-dev libnats-dev libopencore-amrnb-dev
  nodejs npm
  chromium fonts-noto-cjk
)
# What `make test` and `make bench` add: unit tests, fuzzing, the format check,
# the benchmarks' database reads (sqlite3), the fuzz seeds (xxd), the .deb's library check (file),
# the throw-away PostgreSQL of the store's tests and benchmark (postgresql; scripts/with-postgres.sh),
# the throw-away NATS server of the cluster's test (nats-server; scripts/with-nats.sh).
TEST_PACKAGES=(
  libgtest-dev libgmock-dev
  clang libclang-rt-dev clang-format
  sqlite3 xxd file
  postgresql nats-server
)
packages=("${RUN_PACKAGES[@]}")
[ "$purpose" = test ] && packages+=("${TEST_PACKAGES[@]}")

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    # nodejs/npm may come from elsewhere than Debian; a working binary is enough (its version is
    # checked below).
    case "$p" in
      nodejs) command -v node >/dev/null && continue ;;
      npm) command -v npm >/dev/null && continue ;;
    esac
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "install-deps: apt-get install ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq || true
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# Node.js: the web build needs the version web/package.json's engines name; an older one (Debian
# 12's nodejs is 18) gets a project-local Node from the npm registry (tools/node, first on PATH for
# the build scripts), else the script stops saying what to do.
. scripts/node-env.sh
ensure_node

# npm packages: reinstall only when package-lock.json changed since the last successful install.
if [ -f web/package-lock.json ]; then
  stamp=web/node_modules/.chelian-lock-stamp
  sum=$(sha256sum web/package-lock.json | cut -d' ' -f1)
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$sum" ]; then
    echo "install-deps: npm ci (web)"
    (cd web && npm ci --no-audit --no-fund --loglevel=error)
    echo "$sum" > "$stamp"
  fi
fi
