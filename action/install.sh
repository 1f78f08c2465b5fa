#!/usr/bin/env bash
# action/install.sh: makes the conformance command available to the action's run step and writes its path as the
# step output `bin`. PDC_VERSION empty: the action's own copy (its runtime dependencies installed once, with
# npm ci --omit=dev), the way that works today; otherwise a tarball path or folder (npm pack), a git spec
# (github:owner/repo#tag, git+https://...), or, once the package is published to the registry, a version or range.
set -euo pipefail

: "${GITHUB_OUTPUT:?GITHUB_OUTPUT is not set: run inside GitHub Actions, or point it at a file}"
action_path=${GITHUB_ACTION_PATH:-$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)}
version=${PDC_VERSION:-}

fail() {
  echo "::error title=partner-dns-conformance::$1"
  exit 2
}

command -v node >/dev/null 2>&1 || fail "node is not on PATH: set the node-version input"
command -v npm >/dev/null 2>&1 || fail "npm is not on PATH: set the node-version input"
# The Node.js the package needs, read from its own package.json (engines.node: >=MAJOR.MINOR).
node -e '
  const need = /(\d+)\.(\d+)/.exec(require(process.argv[1]).engines?.node ?? "") ?? [0, 0, 0];
  const [major, minor] = process.versions.node.split(".").map(Number);
  if (major < +need[1] || (major === +need[1] && minor < +need[2])) {
    console.log(`::error title=partner-dns-conformance::Node.js ${need[1]}.${need[2]} or later is needed, found ${process.versions.node}: set the node-version input`);
    process.exit(2);
  }' "$action_path/package.json"

if [ -z "$version" ]; then
  root=$action_path
  if [ ! -d "$root/node_modules/tsx" ] || [ ! -d "$root/node_modules/vitest" ]; then
    echo "installing the runtime dependencies of $root (npm ci --omit=dev)"
    npm ci --omit=dev --no-audit --no-fund --prefix "$root"
  fi
  bin=$root/bin/partner-dns-conformance.js
else
  case $version in
    *$'\n'* | -*) fail "version: not a version, range or tarball: $version" ;;
  esac
  # A tarball, folder or git spec is installed as given; anything else is a version or range of the npm package
  # (which answers 404 until the package is published: docs/releasing.md).
  case $version in
    *.tgz | */*) spec=$version ;;
    *) spec=partner-dns-conformance@$version ;;
  esac
  root=${RUNNER_TEMP:-${TMPDIR:-/tmp}}/partner-dns-conformance
  mkdir -p "$root"
  [ -f "$root/package.json" ] || printf '{ "name": "partner-dns-conformance-runner", "private": true }\n' >"$root/package.json"
  echo "installing $spec (npm install --omit=dev)"
  npm install --omit=dev --no-audit --no-fund --prefix "$root" "$spec"
  bin=$root/node_modules/partner-dns-conformance/bin/partner-dns-conformance.js
fi

[ -f "$bin" ] || fail "the installed package has no $bin"
echo "partner-dns-conformance $(node "$bin" --version)"
echo "bin=$bin" >>"$GITHUB_OUTPUT"
