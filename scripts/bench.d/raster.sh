#!/usr/bin/env bash
# Rasterizer benchmark: BenchmarkScene (1000 rounded rects, 200 circles, 200 stroked rounded rects,
# one shadowed card; 1170×2532 px at 2x). Pixelproof's release and debug builds, pycairo and
# skia-python draw it interleaved (raster_rounds.py): RASTER_BENCH_ROUNDS rounds (default 7), each
# drawing RASTER_BENCH_FRAMES frames (default 3) of each renderer back to back
# (RASTER_BENCH_DEBUG_FRAMES of the debug build, default 1), the order rotated per round, so a load
# swing on the shared machine reaches all of them. Then the mean absolute difference per channel
# against the peers' pixels, the BusyScene digest against the pinned one, and release against debug
# bytes. Results: BENCHMARKS.md § Rasterizer.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROUNDS="${RASTER_BENCH_ROUNDS:-7}"
FRAMES="${RASTER_BENCH_FRAMES:-3}"
DEBUG_FRAMES="${RASTER_BENCH_DEBUG_FRAMES:-1}"
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
rounds="$(python3 scripts/bench.d/raster_rounds.py --bench .build/release/pixelproof-bench \
    --debug-bench .build/debug/pixelproof-bench --debug-frames "$DEBUG_FRAMES" \
    --rounds "$ROUNDS" --frames "$FRAMES" --rgba "$work/ours.rgba")"

field() { awk -v key="$1" '$1 == key { print $2 }'; }
release_ms="$(field ours_ms <<<"$rounds")"
debug_ms="$(field debug_ms <<<"$rounds")"
cairo_ms="$(field cairo_ms <<<"$rounds")"
skia_ms="$(field skia_ms <<<"$rounds")"

echo "$ROUNDS rounds of $FRAMES frames per renderer ($DEBUG_FRAMES of the debug build), interleaved (order rotated each round); median CPU ms per frame:"
echo "| round | order | Pixelproof | Cairo | Skia | Skia / Pixelproof | Cairo / Pixelproof | debug | debug / release |"
echo "|---:|---|---:|---:|---:|---:|---:|---:|---:|"
awk '$1 == "round" { printf "| %s | %s | %.1f | %.1f | %.1f | %.2f× | %.2f× | %.1f | %.1f× |\n", $2, $4, $6, $8, $10, $12, $14, $16, $18 }' <<<"$rounds"
echo
echo "| renderer | median CPU ms per frame, all rounds | vs Cairo |"
echo "|---|---:|---:|"
cairo_version="$(awk '$1 == "cairo_ms" { print $3 " (" $4 ")" }' <<<"$rounds")"
skia_version="$(awk '$1 == "skia_ms" { print $3 }' <<<"$rounds")"
awk -v r="$release_ms" -v d="$debug_ms" -v c="$cairo_ms" -v s="$skia_ms" -v cv="$cairo_version" -v sv="$skia_version" 'BEGIN {
    printf "| Pixelproof release | %.1f | %.2f× |\n", r, r / c
    printf "| Pixelproof debug (-Onone) | %.1f | %.2f× (%.1f× our release) |\n", d, d / c, d / r
    printf "| %s | %.1f | 1.00× |\n", cv, c
    printf "| %s | %.1f | %.2f× |\n", sv, s, s / c
}'
awk '$1 == "skia_over_ours_rounds" { printf "Skia / Pixelproof per round: median %.2f×, minimum %.2f×\n", $3, $5 }
     $1 == "cairo_over_ours_rounds" { printf "Cairo / Pixelproof per round: median %.2f×, minimum %.2f×\n", $3, $5 }
     $1 == "debug_over_ours_rounds" { printf "debug / release per round: median %.1f×, maximum %.1f×\n", $3, $7 }' <<<"$rounds"
grep '^mad_' <<<"$rounds"
echo "release $(grep '^busy_sha256' <<<"$rounds")"
echo "debug   $(grep '^debug_busy_sha256' <<<"$rounds" | sed 's/^debug_//')"
release_scene="$(field scene_sha256 <<<"$rounds")"
debug_scene="$(field debug_scene_sha256 <<<"$rounds")"
if [ -n "$release_scene" ] && [ "$release_scene" = "$debug_scene" ]; then
    echo "benchmark frame: release and debug bytes identical ($release_scene)"
else
    echo "benchmark frame: release and debug bytes DIFFER ($release_scene vs $debug_scene)"
    exit 1
fi
grep -q '^busy_sha256 .* matches-pinned' <<<"$rounds" || { echo "raster: release BusyScene differs from the pinned SHA-256"; exit 1; }
grep -q '^debug_busy_sha256 .* matches-pinned' <<<"$rounds" || { echo "raster: debug BusyScene differs from the pinned SHA-256"; exit 1; }
