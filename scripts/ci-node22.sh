#!/usr/bin/env bash
# A CI stage on Node 22 (issue 30): the machine runs Node 20; the npm registry's `node` package brings a
# Node 22 binary (npx caches it after the first run). The suites of packages/query (its connectors,
# DuckDB's native module included), packages/charts and packages/core (the use cases over the real
# PostgreSQL, or PGlite without DATABASE_URL) run on it with the workspace's own node_modules: vitest's
# workers start from the running binary, so every test file runs on Node 22.
#   scripts/ci-node22.sh            the three suites
#   scripts/ci-node22.sh query      some of them (query, charts, core)
# NODE_VERSION=24 runs the same on Node 24.
set -euo pipefail
cd "$(dirname "$0")/.."

version="${NODE_VERSION:-22}"
node_bin() { npx -y "node@${version}" "$@"; }

actual="$(node_bin --version)"
case "$actual" in
  "v${version}."*) echo "▶ Node ${actual} (npm package node@${version})" ;;
  *) echo "node@${version} answered ${actual}" >&2; exit 1 ;;
esac

suites=("$@")
[ ${#suites[@]} -eq 0 ] && suites=(query charts core)
vitest="$PWD/node_modules/vitest/vitest.mjs"
for suite in "${suites[@]}"; do
  echo "▶ packages/${suite} on Node ${actual}"
  (cd "packages/${suite}" && node_bin "$vitest" run)
done
