#!/usr/bin/env bash
# Builds the console (shell and sub-apps) into web/dist when its sources changed since the last build.
set -euo pipefail
. "$(dirname "$0")/node-env.sh"  # the project-local Node when Debian's is too old
cd "$(dirname "$0")/../web"
[ -f package.json ] || { echo "build-web: no web/package.json yet"; exit 0; }
stamp=dist/.build-stamp
# The base map's data and its tile and raster builders count too: the tiles are made before the build.
sources_sum=$( (find . -path ./node_modules -prune -o -path ./dist -prune -o -path ./e2e -prune \
  -o -path ./apps/car/public/basemap/tiles -prune -o -path ./apps/car/public/basemap/raster -prune -o -type f \
  \( -name '*.ts' -o -name '*.tsx' -o -name '*.css' -o -name '*.html' -o -name '*.json' -o -name '*.svg' -o -name '*.png' -o -name '*.geojson' \) \
  -print0 | sort -z | xargs -0 sha256sum; sha256sum ../scripts/build-basemap-tiles.mjs ../scripts/build-basemap-raster.mjs) | sha256sum | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$sources_sum" ]; then
  exit 0
fi
node ../scripts/build-basemap-tiles.mjs  # the offline map's vector tiles (skipped when current)
node ../scripts/build-basemap-raster.mjs  # its low zooms drawn into images, in Chromium (skipped when current)
npm run build --silent
echo "$sources_sum" > "$stamp"
