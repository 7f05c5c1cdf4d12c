#!/usr/bin/env bash
# Installs the real reviewer CLIs the end-to-end tests drive, at pinned versions, into a cache
# directory outside the repository (they are ~1.2 GB). The cache is keyed by the pinned list, so
# bumping a version installs afresh and a second run with the cache present does nothing.
#
# Prints the bin directory (the only line on stdout); progress goes to stderr.
# REVIEWER_LANES_CLI_CACHE overrides the cache directory.
set -euo pipefail

# The pinned releases are package.json's `lanePackages` (lane slug -> npm spec): the same list
# `reviewer-lanes init` writes into a workflow's install line, so the two never differ.
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mapfile -t PINNED < <(node -e 'for (const spec of Object.values(JSON.parse(require("fs").readFileSync(process.argv[1], "utf8")).lanePackages)) console.log(spec)' "$root/package.json")
if [ "${#PINNED[@]}" -eq 0 ]; then
  echo "install-real-clis: package.json has no lanePackages" >&2
  exit 1
fi

key=$(printf '%s\n' "${PINNED[@]}" | sha256sum | cut -c1-12)
cache="${REVIEWER_LANES_CLI_CACHE:-${HOME}/.cache/reviewer-lanes/clis-${key}}"
bin="${cache}/node_modules/.bin"
marker="${cache}/.installed"

if [ -f "$marker" ] && [ "$(cat "$marker")" = "${PINNED[*]}" ]; then
  echo "$bin"
  exit 0
fi

mkdir -p "$(dirname "$cache")"
# Concurrent callers (parallel test files) wait for one install instead of each downloading it.
if command -v flock >/dev/null 2>&1; then
  exec 9>"${cache}.lock"
  flock 9
fi
if [ -f "$marker" ] && [ "$(cat "$marker")" = "${PINNED[*]}" ]; then
  echo "$bin"
  exit 0
fi

# Install beside the final location and rename at the end, so an interrupted or concurrent run
# never leaves a half-populated cache that a later run would trust.
staging=$(mktemp -d "${cache}.staging.XXXXXX")
chmod 755 "$staging"
trap 'rm -rf "$staging"' EXIT

echo "installing ${PINNED[*]} into $cache" >&2
printf '{"name":"reviewer-lanes-real-clis","private":true}\n' >"$staging/package.json"
npm install --prefix "$staging" --no-audit --no-fund --no-save --loglevel=error "${PINNED[@]}" >&2

# claude and opencode replace a placeholder binary in their postinstall; npm may decline to run
# install scripts (policy or --ignore-scripts in the user's npmrc), so run them when it did not.
if ! "$staging/node_modules/.bin/claude" --version >/dev/null 2>&1; then
  (cd "$staging/node_modules/@anthropic-ai/claude-code" && node install.cjs) >&2
fi
if ! "$staging/node_modules/.bin/opencode" --version >/dev/null 2>&1; then
  (cd "$staging/node_modules/opencode-ai" && node postinstall.mjs) >&2
fi

for cli in codex claude gemini qwen opencode; do
  version=$("$staging/node_modules/.bin/$cli" --version 2>/dev/null | head -n1) || {
    echo "install-real-clis: '$cli --version' failed after install" >&2
    exit 1
  }
  echo "  $cli: $version" >&2
done

printf '%s' "${PINNED[*]}" >"$staging/.installed"
if ! mv -T "$staging" "$cache" 2>/dev/null; then
  # Another run finished first (or a stale, unmarked cache is in the way).
  if [ -f "$marker" ] && [ "$(cat "$marker")" = "${PINNED[*]}" ]; then
    echo "$bin"
    exit 0
  fi
  rm -rf "$cache"
  mv -T "$staging" "$cache"
fi
trap - EXIT
echo "$bin"
