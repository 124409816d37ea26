#!/usr/bin/env bash
# PNG codec: our encoder and decoder (release and debug builds) side by side with Pillow (default
# and optimize=True), optipng (default -o2, run on Pillow's default output) and plain libpng
# decoding, on the UI-like and noisy images pixelproof-bench generates. Results: BENCHMARKS.md.
#   scripts/bench png            the comparison table
#   scripts/bench.d/png.sh tune  also size/time of candidate zlib and filter settings
set -euo pipefail
cd "$(dirname "$0")/../.."
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
python3 -c "import PIL" 2>/dev/null || python3 -m pip install --quiet pillow
command -v optipng >/dev/null || { $SUDO apt-get update -qq; DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq optipng; }

folder=.build/bench-png
swift build -c release --product pixelproof-bench >/dev/null
swift build --product pixelproof-bench >/dev/null
.build/release/pixelproof-bench png write "$folder"
.build/release/pixelproof-bench png measure "$folder" > "$folder/release.txt"
.build/debug/pixelproof-bench png measure "$folder" > "$folder/debug.txt"
if [ "${1:-}" = "tune" ]; then .build/release/pixelproof-bench png tune "$folder"; fi

python3 - "$folder" <<'PYTHON'
import io, os, resource, shlex, subprocess, sys, time
from PIL import Image
import PIL

folder = sys.argv[1]

def parse(path):
    rows = {}
    for line in open(path):
        fields = dict(part.split("=", 1) for part in shlex.split(line))
        rows[fields["name"]] = fields
    return rows

def fastest(body, runs=15, budget=1.0, clock=time.thread_time):
    """CPU time, fastest of at least `runs` runs and `budget` seconds, like pixelproof-bench."""
    best, total, count = float("inf"), 0.0, 0
    while count < runs or total < budget:
        start = clock()
        body()
        elapsed = clock() - start
        best, total, count = min(best, elapsed), total + elapsed, count + 1
    return best

def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime

release, debug = parse(f"{folder}/release.txt"), parse(f"{folder}/debug.txt")
print(f"Pillow {PIL.__version__}, " + subprocess.run(["optipng", "-v"], capture_output=True, text=True).stdout.splitlines()[0])
print("CPU ms, fastest of >= 15 runs and 1 s (optipng: of 3); MB/s of RGBA8; sizes in bytes (KiB)")
sizes = ["image (our form)", "ours", "Pillow", "Pillow optimize", "optipng", "ours / optipng"]
times = ["image", "encode ours (MB/s)", "Pillow", "Pillow optimize", "optipng",
         "decode ours", "libpng → RGBA8", "libpng own rows", "ours / libpng RGBA8", "Pillow decode", "debug build: encode / decode"]
size_rows, time_rows = [], []
for name, ours in release.items():
    width, height = int(ours["width"]), int(ours["height"])
    image = Image.frombytes("RGBA", (width, height), open(f"{folder}/{name}.rgba", "rb").read())
    megabytes = width * height * 4 / 1e6
    outputs = {}
    def save(key, **options):
        buffer = io.BytesIO()
        image.save(buffer, "PNG", **options)
        outputs[key] = buffer.getvalue()
    pillow_ms = fastest(lambda: save("default")) * 1000
    pillow_opt_ms = fastest(lambda: save("optimize", optimize=True)) * 1000
    pillow_dec_ms = fastest(lambda: Image.open(io.BytesIO(outputs["default"])).load()) * 1000
    source, optimized = f"{folder}/{name}.pillow.png", f"{folder}/{name}.optipng.png"
    open(source, "wb").write(outputs["default"])
    def optipng():
        if os.path.exists(optimized): os.remove(optimized)
        subprocess.run(["optipng", "-quiet", "-out", optimized, source], check=True)
    optipng_ms = fastest(optipng, runs=3, budget=0, clock=children_cpu) * 1000
    optipng_size = os.path.getsize(optimized)
    size = int(ours["size"])
    kib = lambda n: f"{n} ({n / 1024:.1f})"
    encode_ms, decode_ms = float(ours["encode_ms"]), float(ours["decode_ms"])
    libpng_ms, libpng_rgba_ms = float(ours["libpng_ms"]), float(ours["libpng_rgba_ms"])
    size_rows.append([f"{name} ({ours['form']})", kib(size), kib(len(outputs["default"])), kib(len(outputs["optimize"])),
                      kib(optipng_size), f"{size / optipng_size:.3f}"])
    time_rows.append([name, f"{encode_ms:.1f} ({megabytes / encode_ms * 1000:.0f})", f"{pillow_ms:.1f}", f"{pillow_opt_ms:.1f}",
                      f"{optipng_ms:.0f}", f"{decode_ms:.2f}", f"{libpng_rgba_ms:.2f}", f"{libpng_ms:.2f}",
                      f"{decode_ms / libpng_rgba_ms:.2f}", f"{pillow_dec_ms:.2f}",
                      f"{float(debug[name]['encode_ms']):.1f} / {float(debug[name]['decode_ms']):.2f}"])
for header, rows in [(sizes, size_rows), (times, time_rows)]:
    print()
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for row in rows: print("| " + " | ".join(row) + " |")
PYTHON
