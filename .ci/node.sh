# .ci/node.sh: sourced by .ci/run; puts a Node of at least NODE_MIN first on PATH. When the machine's own node is
# older (Debian's is 20, end of life), the official binary is installed from the npm registry (the node-linux-<arch>
# package the `node` package wraps) into .ci/.node/, outside the dependency tree and ignored by git, once per machine.
NODE_MIN=22.12.0
NODE_PINNED=22.23.3

node_at_least() { # node_at_least <node binary> <version>: exit 0 when that node is at least that version
  local have
  have=$("$1" -p 'process.versions.node' 2>/dev/null) || return 1
  [ "$(printf '%s\n%s\n' "$2" "$have" | sort -V | head -n 1)" = "$2" ]
}

ensure_node() {
  if command -v node >/dev/null 2>&1 && node_at_least node "$NODE_MIN"; then return 0; fi
  local arch
  case "$(uname -m)" in
    x86_64 | amd64) arch=x64 ;;
    aarch64 | arm64) arch=arm64 ;;
    *) echo "no Node >= $NODE_MIN here and no official build for $(uname -m)" >&2; return 1 ;;
  esac
  local dir="$PWD/.ci/.node"
  local bin="$dir/node_modules/node-linux-$arch/bin"
  if ! node_at_least "$bin/node" "$NODE_MIN"; then
    echo "node $(node -v 2>/dev/null || echo 'missing') is older than $NODE_MIN: installing node-linux-$arch@$NODE_PINNED into .ci/.node"
    rm -rf "$dir" && mkdir -p "$dir"
    npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-$arch@$NODE_PINNED" >/dev/null
    node_at_least "$bin/node" "$NODE_MIN" || { echo "the node installed into .ci/.node does not run" >&2; return 1; }
  fi
  # npm finds its global config (a registry, a CA file for a TLS-inspecting proxy) beside the node that runs it: keep
  # the machine's, which the Node installed here would otherwise hide.
  local globalconfig
  globalconfig=$(npm config get globalconfig 2>/dev/null || true)
  if [ -n "$globalconfig" ] && [ -f "$globalconfig" ] && [ -z "${npm_config_globalconfig:-}" ]; then
    export npm_config_globalconfig="$globalconfig"
  fi
  export PATH="$bin:$PATH"
}
