#!/usr/bin/env bash
# Installs what Chelian needs on a Debian 12 machine, idempotently: Debian packages via apt-get
# (only those missing) and the web workspace's npm packages via `npm ci` (only when the lock changed).
set -euo pipefail
cd "$(dirname "$0")/.."

DEB_PACKAGES=(
  build-essential cmake ninja-build ccache pkg-config
  libboost1.81-dev libboost-json1.81-dev libboost-url1.81-dev
  libsqlite3-dev libpq-dev libtomlplusplus-dev libspdlog-dev libfmt-dev
  libsodium-dev libxlsxwriter-dev libqrencode-dev libcurl4-openssl-dev zlib1g-dev libpng-dev liburing-dev
  libminizip-dev libexpat1-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  clang libclang-rt-14-dev clang-format
  nodejs npm chromium fonts-noto-cjk sqlite3 xxd
)

missing=()
for p in "${DEB_PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    # nodejs/npm may come from elsewhere than Debian; a working binary is enough.
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
