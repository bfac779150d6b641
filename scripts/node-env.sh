# Sourced by the scripts that run Node (install, web build, tests, benchmarks): puts the project-local
# Node of tools/node first on PATH when there is one, and `ensure_node` gets that Node from the npm
# registry when the Node found is older than web/package.json's engines allow (or stops saying what to do).

# Node and npm versions fetched into tools/node (npm packages node-linux-<arch> and npm).
CHELIAN_NODE_VERSION=22.23.3
CHELIAN_NPM_VERSION=10.9.9
chelian_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
chelian_node_bin="$chelian_root/tools/node/node_modules/.bin"
[ -x "$chelian_node_bin/node" ] && case ":$PATH:" in *":$chelian_node_bin:"*) ;; *) export PATH="$chelian_node_bin:$PATH" ;; esac

# The lowest Node version web/package.json accepts ("engines": {"node": ">=20.19"}).
node_required() {
  sed -n 's/.*"node": *">=\([0-9.]*\)".*/\1/p' "$chelian_root/web/package.json" | head -1
}

# True when `node` on PATH is at least the required version.
node_ok() {
  local have need
  have=$(node --version 2>/dev/null | sed 's/^v//') || return 1
  [ -n "$have" ] || return 1
  need=$(node_required)
  [ "$(printf '%s\n%s\n' "$need" "$have" | sort -V | head -1)" = "$need" ]
}

ensure_node() {
  node_ok && return 0
  local need found arch
  need=$(node_required)
  found=$(node --version 2>/dev/null || echo none)
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; *) arch="" ;; esac
  if [ -n "$arch" ] && command -v npm >/dev/null; then
    echo "install-deps: Node $found is older than the web build's $need: fetching Node $CHELIAN_NODE_VERSION" \
      "(npm package node-linux-$arch) into tools/node"
    mkdir -p "$chelian_root/tools/node"
    npm install --prefix "$chelian_root/tools/node" --no-audit --no-fund --loglevel=error \
      "node-linux-$arch@$CHELIAN_NODE_VERSION" "npm@$CHELIAN_NPM_VERSION" || true
    case ":$PATH:" in *":$chelian_node_bin:"*) ;; *) export PATH="$chelian_node_bin:$PATH" ;; esac
    hash -r
    node_ok && { echo "install-deps: using $(command -v node) $(node --version)"; return 0; }
  fi
  cat >&2 <<EOF
install-deps: the web build needs Node >= $need; found $found, and none could be fetched.
  Do one of:
  - Debian 13: apt-get install nodejs npm   (Node 20.19 or later)
  - Debian 12: apt-get install npm, then run this again: it fetches Node $CHELIAN_NODE_VERSION from the
    npm registry into tools/node (or: npm install --prefix tools/node node-linux-$arch@$CHELIAN_NODE_VERSION npm@$CHELIAN_NPM_VERSION)
  - or put a Node >= $need first on PATH.
EOF
  return 1
}
