# Text layout and drawing (BitmapText): 1000 labels of mixed styles wrapped to 320 pt, laid out
# and drawn at 1x and 2x, plus the one-off font load, in release and in debug.
set -euo pipefail
for configuration in release debug; do
    swift build -c "$configuration" --product pixelproof-bench >/dev/null
    echo "-- $configuration"
    "$(swift build -c "$configuration" --show-bin-path)/pixelproof-bench" text 5
done
