#!/usr/bin/env bash
# The .deb as an operator gets it: builds it with CPack from the build folder as it is (no rebuild:
# its chelian-server and web/dist), unpacks it into a scratch root (dpkg -x), starts the unpacked
# server with its packaged configuration, a data folder in a temporary directory and free ports,
# checks the console page and an API answer, stops it and checks the database with `admin check`.
# Prints one "CHECK OK|FAILED <what>" line per check (scripts/test-all.sh counts them).
# Usage: scripts/test-package.sh [BUILD_DIR]
set -uo pipefail
cd "$(dirname "$0")/.."
build_dir=${1:-build}
scratch=$(mktemp -d)
server_pid=""
status=0
cleanup() {
  if [ -n "$server_pid" ]; then kill -TERM "$server_pid" 2>/dev/null; wait "$server_pid" 2>/dev/null; fi
  rm -rf "$scratch"
}
trap cleanup EXIT
check() {  # check WHAT COMMAND…
  local what=$1; shift
  if "$@"; then echo "CHECK OK $what"; else echo "CHECK FAILED $what"; status=1; fi
}

[ -x "$build_dir/bin/chelian-server" ] || { echo "CHECK FAILED $build_dir/bin/chelian-server is not built"; exit 1; }
[ -f web/dist/index.html ] || scripts/build-web.sh
cpack --config "$build_dir/CPackConfig.cmake" -B "$scratch/pkg" >"$scratch/cpack.log" 2>&1 || {
  echo "CHECK FAILED cpack"; cat "$scratch/cpack.log"; exit 1; }
deb=$(ls "$scratch"/pkg/chelian_*.deb 2>/dev/null | head -1)
check "cpack built a .deb ($(basename "${deb:-none}"))" test -f "$deb"
[ -f "$deb" ] || exit 1
depends=$(dpkg-deb -f "$deb" Depends)
check "the package depends on its runtime libraries ($depends)" \
  bash -c '[[ "$1" == *libsqlite3-0* && "$1" == *libsodium* && "$1" == *adduser* ]]' _ "$depends"
check "the package carries postinst, prerm, postrm and the conffile" \
  bash -c 'dpkg-deb --ctrl-tarfile "$1" | tar -t | grep -c -E "^\./(postinst|prerm|postrm|conffiles)$" | grep -qx 4' _ "$deb"

root="$scratch/root"
dpkg -x "$deb" "$root"
for f in usr/bin/chelian-server usr/share/chelian/web/index.html usr/share/chelian/data/china-regions.bin \
  etc/chelian/chelian.toml usr/lib/systemd/system/chelian.service usr/lib/systemd/system/chelian-backup.timer; do
  check "the package installs /$f" test -e "$root/$f"
done

# The units as systemd reads them (where systemd-analyze is there): anything it reports but the
# binary, which is not installed on this machine, is an error in a unit.
if command -v systemd-analyze >/dev/null; then
  units=("$root"/usr/lib/systemd/system/chelian*)
  complaints=$(systemd-analyze verify --man=no "${units[@]}" 2>&1 | grep -v '/usr/bin/chelian-server is not executable')
  check "systemd-analyze verify finds nothing wrong in the units${complaints:+: $complaints}" test -z "$complaints"
fi

# The unpacked server, as installed: its packaged configuration, a scratch data folder, ports it picks.
data="$scratch/data"
log="$scratch/server.log"
sets=(--config "$root/etc/chelian/chelian.toml" --set "data.dir=$data" --set http.port=0 --set gateway.jt808_port=0
  --set gateway.gt06_port=0 --set gateway.watch_port=0 --set gateway.h02_port=0 --set gateway.osmand_port=0 --set gateway.host=127.0.0.1)
# From the scratch folder: no web/dist or var/ of the checkout to fall back on.
(cd "$scratch" && exec "$root/usr/bin/chelian-server" "${sets[@]}") >"$log" 2>&1 &
server_pid=$!
port=""
for _ in $(seq 1 100); do
  port=$(sed -n 's/.*serving the console and API on http:\/\/[0-9.]*:\([0-9]*\).*/\1/p' "$log" | head -1)
  [ -n "$port" ] && break
  kill -0 "$server_pid" 2>/dev/null || break
  sleep 0.1
done
check "the unpacked server starts (port ${port:-none})" test -n "$port"
if [ -z "$port" ]; then cat "$log"; exit 1; fi

http_get() {  # the reply (headers and body) to GET $1, over bash's /dev/tcp
  exec 3<>"/dev/tcp/127.0.0.1/$port" || return 1
  printf 'GET %s HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n' "$1" >&3
  cat <&3
  exec 3<&-
}
page=$(http_get /)
title=$(grep -o '<title>[^<]*</title>' "$root/usr/share/chelian/web/index.html" | head -1)
check "GET / answers the console from share/chelian/web ($title)" \
  bash -c '[[ "$1" == "HTTP/1."?" 200"* && -n "$2" && "$1" == *"$2"* ]]' _ "$page" "$title"
reply=$(http_get /oauth/loginPage)
check "an API call answers an envelope (/oauth/loginPage)" bash -c '[[ "$1" == *"\"flag\":1"* ]]' _ "$reply"
check "the database lies in data.dir" test -f "$data/chelian.db"

admin() { "$root/usr/bin/chelian-server" "${sets[@]}" admin "$@"; }
check "admin backup of the running server" admin backup --to "$scratch/backup.db"
check "admin restore is refused while the server runs" bash -c '"$@" 2>&1 | grep -q "is in use"' _ \
  "$root/usr/bin/chelian-server" "${sets[@]}" admin restore --from "$scratch/backup.db"

kill -TERM "$server_pid"
wait "$server_pid"
server_pid=""
check "the server stops cleanly" grep -q "stopped cleanly" "$log"
check "admin restore once it stopped" admin restore --from "$scratch/backup.db"
check "admin check of the unpacked binary passes" admin check
exit $status
