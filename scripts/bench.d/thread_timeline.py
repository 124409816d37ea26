"""Which threads of one command are on a CPU, over time: `perf record` samples each running
thread at a fixed rate (task-clock, so a sleeping thread gives none), and this prints, per
bucket of wall time, how many milliseconds each thread ran, the main thread first. Used for the
review's serial start and end (BENCHMARKS.md, "Round 9"): a bucket where only `main` runs is time
on one core of two.

usage, from the package root (perf adds its own cost; compare runs, not absolute times):
    python3 scripts/bench.d/thread_timeline.py BUCKET_MS -- COMMAND ARGS...
"""
import collections, os, subprocess, sys, tempfile

bucket = float(sys.argv[1])
command = sys.argv[sys.argv.index("--") + 1:]
rate = 5000
with tempfile.TemporaryDirectory() as folder:
    data = os.path.join(folder, "perf.data")
    subprocess.run(["perf", "record", "-q", "-e", "task-clock", "-F", str(rate), "-o", data, "--"] + command,
                   stdout=subprocess.DEVNULL, env=dict(os.environ, CI="true"))  # review exits 1 when it shows changes
    script = subprocess.run(["perf", "script", "-i", data, "-F", "pid,tid,time"], check=True, capture_output=True, text=True).stdout
samples = []
for line in script.splitlines():
    fields = line.split()   # "PID/TID TIME:"
    if len(fields) < 2 or "/" not in fields[0]: continue
    pid, tid = (int(x) for x in fields[0].split("/"))
    samples.append((pid, tid, float(fields[1].rstrip(":"))))
start = min(t for _, _, t in samples)
pid = samples[0][0]
threads = sorted({tid for _, tid, _ in samples}, key=lambda t: (t != pid, t))
counts = collections.Counter((tid, int((t - start) * 1000 // bucket)) for _, tid, t in samples)
last = max(b for _, b in counts)
names = ["main" if t == pid else f"t{t - pid}" for t in threads]
print(f"ms from the first sample, ms on a CPU per thread per {bucket:g} ms ({rate} samples/s)")
print("   from " + "".join(f"{n:>7}" for n in names) + "    all")
for b in range(last + 1):
    row = [counts[(t, b)] * 1000 / rate for t in threads]
    print(f"{b * bucket:7.0f} " + "".join(f"{v:7.1f}" for v in row) + f"{sum(row):7.1f}")
total = [sum(counts[(t, b)] for b in range(last + 1)) * 1000 / rate for t in threads]
print("  total " + "".join(f"{v:7.1f}" for v in total) + f"{sum(total):7.1f}")
