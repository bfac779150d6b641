#!/usr/bin/env bash
# Checks the server's C++ formatting (server/.clang-format) with clang-format --dry-run -Werror:
# one "CHECK FAILED <file>" line per file that differs, or "CHECK OK clang-format (N files)".
# scripts/check-format.sh --fix FILE… formats files in place.
set -uo pipefail
cd "$(dirname "$0")/../server"
if [ "${1:-}" = "--fix" ]; then
  shift
  for f in "$@"; do clang-format -i "${f#server/}"; done
  exit 0
fi
status=0
checked=0
while IFS= read -r f; do
  checked=$((checked + 1))
  if ! clang-format --dry-run -Werror "$f" 2>/dev/null; then
    clang-format --dry-run "$f" 2>&1 | head -8
    echo "CHECK FAILED $f (run: scripts/check-format.sh --fix server/$f)"
    status=1
  fi
done < <(git ls-files 'src/*.cc' 'src/*.h' 'tests/*.cc' 'tests/*.h' 'bench/*.cc')
[ $status -eq 0 ] && echo "CHECK OK clang-format ($checked files)"
exit $status
