# Snapshot harness (Snapshots): comparators on a 3.1-megapixel pair, diff image, 1000 snapshot
# verifications with peak memory, report of 1000 results; in release and in debug. Then the PyPI
# pixelmatch port on a 0.3-megapixel crop for scale (pure Python, so much slower).
set -euo pipefail
for configuration in release debug; do
    swift build -c "$configuration" --product pixelproof-bench >/dev/null
    echo "-- $configuration"
    "$(swift build -c "$configuration" --show-bin-path)/pixelproof-bench" snapshots 1000
done
python3 -c "import pixelmatch" 2>/dev/null || pip install -q pixelmatch==0.4.0
python3 - <<'PY'
import time
from pixelmatch import pixelmatch
width, height = 640, 480
a = bytearray(b"\xf5\xf5\xf7\xff" * (width * height))
b = bytearray(a)
for index in range(width * height // 100):
    p = (index * 7919) % (width * height) * 4
    b[p:p + 4] = b"\xe0\x30\x30\xff"
start = time.perf_counter()
count = pixelmatch(a, b, width, height, threshold=0.1)
print(f"-- python pixelmatch 0.4.0: 0.3 MP, 1 % changed: {(time.perf_counter() - start) * 1000:.1f} ms ({count} px)")
PY
