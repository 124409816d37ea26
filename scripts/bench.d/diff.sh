# Whole-process `pixelproof diff A B --output D --json` against ImageMagick's `compare -metric AE
# A B D` in the same run, on every pair scripts/bench.d/diff_images.py draws (780×440, 1170×2532
# and 3840×2160 UI screens: identical, small change, shifted by 1 px, all different), release and
# debug. Wall and CPU time per process, median of 7 (debug: 3); our counts printed beside. Then,
# for the 780x440 pairs, how much of a diff is process start (scripts/bench.d/diff_startup.py).
# With PIXELPROOF_BENCH_STATIC=1, the same for a `--static-swift-stdlib` build.
set -euo pipefail
[ -x /usr/bin/compare ] || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq imagemagick; }
python3 -c "import PIL" 2>/dev/null || python3 -m pip install --quiet pillow
for configuration in release debug; do
    swift build -c "$configuration" --product pixelproof >/dev/null
done
work=.build/bench-diff
rm -rf "$work" && mkdir -p "$work"
python3 scripts/bench.d/diff_images.py "$work/images" >/dev/null
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
echo "-- release"
python3 scripts/bench.d/diff_peers.py "$(swift build -c release --show-bin-path)/pixelproof" "$work/images" 7
echo "-- release, 780x440: process start against the work (empty Swift programs, --help)"
python3 scripts/bench.d/diff_startup.py "$(swift build -c release --show-bin-path)/pixelproof" "$work/images" 21
echo "-- debug"
python3 scripts/bench.d/diff_peers.py "$(swift build -c debug --show-bin-path)/pixelproof" "$work/images" 3
# PIXELPROOF_BENCH_STATIC=1: also the executable with the Swift runtime and Foundation linked in
# (`--static-swift-stdlib`, its own build folder: a full release build the first time).
if [ "${PIXELPROOF_BENCH_STATIC:-0}" = 1 ]; then
    swift build -c release --product pixelproof --static-swift-stdlib --build-path .build/static >/dev/null
    echo "-- release, --static-swift-stdlib"
    python3 scripts/bench.d/diff_peers.py .build/static/release/pixelproof "$work/images" 7
    echo "-- release, --static-swift-stdlib, 780x440, against the default build"
    python3 scripts/bench.d/diff_startup.py .build/static/release/pixelproof "$work/images" 21 \
        --baseline "$(swift build -c release --show-bin-path)/pixelproof"
fi
