#!/usr/bin/env bash
# Brings the toolchain this workspace needs onto a machine that has only an older Node and npm:
# Node 24 (the npm registry's `node` package) and the pnpm pinned in package.json, both kept in
# the user's cache folder so that every clone on this machine reuses them, and Debian's Chromium
# for the browser tests. Does nothing for a part that is already there.
#
# Source it to get the tools on PATH in the current shell:   source scripts/setup.sh
# Run it to install, then print the PATH line to use:         bash scripts/setup.sh
#
# POCKETKIT_SKIP_CHROMIUM=1 skips the Chromium step (for machines with no browser tests to run).

_pk_setup() {
  local root cache node_major pnpm_version node_dir pnpm_dir
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/pocketkit"
  node_major=24
  pnpm_version="$(sed -n 's/.*"packageManager": *"pnpm@\([^"+]*\).*/\1/p' "$root/package.json")"
  if [ -z "$pnpm_version" ]; then
    echo "setup: no pnpm version pinned in package.json's packageManager" >&2
    return 1
  fi
  node_dir="$cache/toolchain/node-$node_major"
  pnpm_dir="$cache/toolchain/pnpm-$pnpm_version"

  # Node: whatever is on PATH if it is new enough, else the cached Node 24, else install it.
  if ! _pk_node_ok "$(command -v node 2>/dev/null)"; then
    if ! _pk_node_ok "$node_dir/node_modules/.bin/node"; then
      echo "setup: installing Node $node_major from the npm registry into $node_dir" >&2
      mkdir -p "$node_dir"
      npm install --prefix "$node_dir" --no-audit --no-fund --loglevel=error "node@$node_major" >&2 || return 1
    fi
    export PATH="$node_dir/node_modules/.bin:$PATH"
  fi

  # pnpm: exactly the pinned version, so that the lockfile means the same thing everywhere.
  if [ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]; then
    if [ ! -x "$pnpm_dir/node_modules/.bin/pnpm" ]; then
      echo "setup: installing pnpm $pnpm_version from the npm registry into $pnpm_dir" >&2
      mkdir -p "$pnpm_dir"
      npm install --prefix "$pnpm_dir" --no-audit --no-fund --loglevel=error "pnpm@$pnpm_version" >&2 || return 1
    fi
    export PATH="$pnpm_dir/node_modules/.bin:$PATH"
  fi

  # Chromium from Debian: test tools are configured to use /usr/bin/chromium and never
  # download a browser of their own.
  if [ "${POCKETKIT_SKIP_CHROMIUM:-0}" != 1 ] && [ ! -x /usr/bin/chromium ]; then
    if command -v apt-get >/dev/null 2>&1; then
      local sudo=""
      [ "$(id -u)" = 0 ] || sudo="sudo"
      echo "setup: installing Debian's chromium" >&2
      { $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium; } >&2 || return 1
    else
      echo "setup: /usr/bin/chromium is missing and apt-get is not available; install Chromium so that it is at /usr/bin/chromium" >&2
      return 1
    fi
  fi

  echo "setup: node $(node --version), pnpm $(pnpm --version), chromium $([ -x /usr/bin/chromium ] && /usr/bin/chromium --version 2>/dev/null | awk '{print $2}' || echo 'skipped')" >&2
}

# True when $1 is a Node binary of version 22.12 or later.
_pk_node_ok() {
  [ -n "$1" ] && [ -x "$1" ] || return 1
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  _pk_setup
  echo "export PATH=\"$PATH\""
else
  _pk_setup
fi
