#!/usr/bin/env bash
# Checks the server's C++ formatting (server/.clang-format) with clang-format --dry-run -Werror and
# prints one "FORMAT OK|FAILED <file>" line per file checked. Files listed in
# server/.clang-format-pending (not reformatted yet) are skipped; a file leaves the list when it is
# formatted (scripts/check-format.sh --fix FILE… formats and unlists them).
set -uo pipefail
cd "$(dirname "$0")/../server"
pending=.clang-format-pending
touch "$pending"
if [ "${1:-}" = "--fix" ]; then
  shift
  for f in "$@"; do
    f=${f#server/}
    clang-format -i "$f" && grep -vxF "$f" "$pending" > "$pending.tmp"; mv "$pending.tmp" "$pending"
  done
  exit 0
fi
status=0
while IFS= read -r f; do
  grep -qxF "$f" "$pending" && continue
  if clang-format --dry-run -Werror "$f" 2>/dev/null; then
    echo "FORMAT OK $f"
  else
    echo "FORMAT FAILED $f (run: scripts/check-format.sh --fix server/$f)"
    clang-format --dry-run "$f" 2>&1 | head -8
    status=1
  fi
done < <(git ls-files 'src/*.cc' 'src/*.h' 'tests/*.cc' 'tests/*.h' 'bench/*.cc')
exit $status
