# `pixelproof tokens check` in release on a generated 20,000-token set (issue 16's goal: under
# 0.5 s): 4,000 sRGB colours in 40 × 100 groups, 8,000 colour aliases to them and 8,000
# dimensions, one 1.6 MB file (seeded, so every run reads the same bytes). `--no-contrast`
# times loading and validation (the goal); the plain check adds the contrast audit, which finds
# no pairs in this set and exits 2 by design. The shipped set gives the fixed cost. Wall and CPU
# (user + system) of the whole process, fastest and median of 7 runs.
set -euo pipefail
work=.build/bench-tokens
rm -rf "$work" && mkdir -p "$work"
swift build -c release --product pixelproof >/dev/null
release=$(swift build -c release --show-bin-path)
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
python3 - "$release/pixelproof" "$work" <<'PY'
import json, random, resource, statistics, subprocess, sys, time
tool, work = sys.argv[1], sys.argv[2]
random.seed(7)
root = {"palette": {}, "semantic": {}, "space": {}}
for hue in range(40):
    root["palette"][f"h{hue}"] = {f"s{step}": {"$type": "color", "$value": {"colorSpace": "srgb",
        "components": [random.random(), random.random(), random.random()], "alpha": 1}} for step in range(100)}
for group in range(80):
    root["semantic"][f"g{group}"] = {f"t{i}": {"$type": "color",
        "$value": "{palette.h%d.s%d}" % (random.randrange(40), random.randrange(100))} for i in range(100)}
    root["space"][f"g{group}"] = {f"d{i}": {"$type": "dimension",
        "$value": {"value": random.randrange(64), "unit": "px"}} for i in range(100)}
big = f"{work}/big.tokens.json"
with open(big, "w") as out:
    json.dump(root, out)

def run(arguments):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(arguments, capture_output=True, text=True)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    return wall, cpu, done.returncode

for label, arguments in [("shipped set, --no-contrast", [tool, "tokens", "check", "--no-contrast"]),
                         ("20,000 tokens, --no-contrast", [tool, "tokens", "check", big, "--no-contrast"]),
                         ("20,000 tokens, with the contrast audit", [tool, "tokens", "check", big])]:
    runs = [run(arguments) for _ in range(7)]
    walls, cpus, codes = [r[0] for r in runs], [r[1] for r in runs], {r[2] for r in runs}
    print(f"{label:40} wall fastest {min(walls):7.1f} ms, median {statistics.median(walls):7.1f} ms; "
          f"CPU median {statistics.median(cpus):7.1f} ms; exit {sorted(codes)}")
PY
