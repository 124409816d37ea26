#!/usr/bin/env bash
# Rasterizer benchmark: BenchmarkScene (1000 rounded rects, 200 circles, 200 stroked rounded rects,
# one shadowed card; 1170×2532 px at 2x) in release and debug, pycairo and skia-python in the same
# run, mean absolute difference per channel against Skia's pixels, and the BusyScene digest of the
# release build against the pinned one. Results: BENCHMARKS.md § Rasterizer.
set -euo pipefail
cd "$(dirname "$0")/../.."
FRAMES="${RASTER_BENCH_FRAMES:-9}"
DEBUG_FRAMES="${RASTER_BENCH_DEBUG_FRAMES:-5}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 -c "import cairo, skia, numpy" 2>/dev/null || {
    echo "raster: installing the peers (libcairo2-dev for pycairo; skia-python, numpy from PyPI)"
    if ! dpkg -s libcairo2-dev >/dev/null 2>&1; then
        SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
        $SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq libcairo2-dev pkg-config
    fi
    python3 -m pip install -q pycairo skia-python numpy
}

swift build -c release --product pixelproof-bench >/dev/null
swift build -c debug --product pixelproof-bench >/dev/null
release="$(.build/release/pixelproof-bench raster --frames "$FRAMES" --rgba "$work/ours.rgba")"
debug="$(.build/debug/pixelproof-bench raster --frames "$DEBUG_FRAMES")"
peers="$(python3 scripts/bench.d/raster_peers.py --frames "$FRAMES" --ours "$work/ours.rgba")"

field() { awk -v key="$1" '$1 == key { print $2 }'; }
release_ms="$(field median_ms <<<"$release")"
debug_ms="$(field median_ms <<<"$debug")"
cairo_ms="$(field cairo_ms <<<"$peers")"
skia_ms="$(field skia_ms <<<"$peers")"

echo "| renderer | median CPU ms per frame | vs Cairo |"
echo "|---|---:|---:|"
cairo_version="$(awk '$1 == "cairo_ms" { print $3 " (" $4 ")" }' <<<"$peers")"
skia_version="$(awk '$1 == "skia_ms" { print $3 }' <<<"$peers")"
awk -v r="$release_ms" -v d="$debug_ms" -v c="$cairo_ms" -v s="$skia_ms" -v cv="$cairo_version" -v sv="$skia_version" 'BEGIN {
    printf "| Pixelproof release | %.1f | %.2f× |\n", r, r / c
    printf "| Pixelproof debug (-Onone) | %.1f | %.2f× (%.1f× our release) |\n", d, d / c, d / r
    printf "| %s | %.1f | 1.00× |\n", cv, c
    printf "| %s | %.1f | %.2f× |\n", sv, s, s / c
}'
grep '^mad_' <<<"$peers"
echo "release $(grep busy_sha256 <<<"$release")"
echo "debug   $(grep busy_sha256 <<<"$debug")"
release_scene="$(field scene_sha256 <<<"$release")"
debug_scene="$(field scene_sha256 <<<"$debug")"
if [ "$release_scene" = "$debug_scene" ]; then
    echo "benchmark frame: release and debug bytes identical ($release_scene)"
else
    echo "benchmark frame: release and debug bytes DIFFER ($release_scene vs $debug_scene)"
    exit 1
fi
grep -q "matches-pinned" <<<"$release" || { echo "raster: release BusyScene differs from the pinned SHA-256"; exit 1; }
