"""Interleaved A/B of the fixed cost of small runs (BENCHMARKS.md, "The fixed cost of a small
verify: font atlas bands and the lint walk"): per round and per build, `pixelproof verify` of one
entry, of exactly the entries the one-token review of scripts/bench.d/verify.sh touches, that
review, and the full verify; medians of wall and CPU (user + system), the review against the goal
(k/n x the full verify + 50 ms), and whether the first and last builds wrote the same review.

usage, from the package root, WORK prepared as verify.sh does (WORK/refs recorded with
`record --mode all`, WORK/tokens the edited token folder):
    python3 scripts/bench.d/fixed_cost_ab.py WORK RUNS LABEL=BINARY:TOKEN_READS_FILE ...
"""
import json, subprocess, sys, statistics
from ab_support import run
work, runs = sys.argv[1], int(sys.argv[2])
variants = [a.split('=', 1) for a in sys.argv[3:]]
for label, spec in variants:  # fill each build's token-read cache
    binary, reads = spec.split(':')
    run([binary, "verify", "--snapshots", f"{work}/refs", "--artifacts", f"{work}/art-warm", "--jobs", "2"], reads)
binary, reads = variants[-1][1].split(':')
run([binary, "review", "--base", "Sources/Tokens/Resources/tokens", "--head", f"{work}/tokens", "--snapshots", f"{work}/refs", "--output", f"{work}/touched", "--jobs", "2"], reads)
ids = [e["identifier"] for e in json.load(open(f"{work}/touched/review.json"))["entries"]]
only = [a for i in ids for a in ("--only", i)]
tasks = [("verify 1 entry", ["verify", "--only", ids[0]]), (f"verify the {len(ids)}", ["verify"] + only),
         ("review 1 token", None), ("verify all", ["verify"])]
res = {}
for r in range(runs):
    for label, spec in variants:
        binary, reads = spec.split(':')
        for task, args in tasks:
            if args is not None:
                a = [binary] + args + ["--snapshots", f"{work}/refs", "--artifacts", f"{work}/art-{label}", "--jobs", "2"]
            else:
                a = [binary, "review", "--base", "Sources/Tokens/Resources/tokens", "--head", f"{work}/tokens", "--snapshots", f"{work}/refs",
                     "--output", f"{work}/rv-{label}", "--jobs", "2"]
            wall, cpu, out = run(a, reads)
            if args is not None: assert " 0 failed" in out, out[-300:]
            res.setdefault((label, task), []).append((wall, cpu))
print(f"{runs} runs each, interleaved; one entry = {ids[0]}; load average after: {' '.join(open('/proc/loadavg').read().split()[:3])}")
med = statistics.median
for label, _ in variants:
    v = res[(label, "verify all")]; vc = med(c for w, c in v)
    for task, args in tasks:
        x = res[(label, task)]; w, c = med(a for a, b in x), med(b for a, b in x)
        line = f"{label:8} {task:16}: {w:6.0f} ms wall, {c:6.0f} ms CPU (min {min(b for a, b in x):5.0f})"
        if args is None:
            gc = min(vc, len(ids) / 424 * vc + 50)
            line += f"; goal {gc:.0f} ms CPU -> {c / gc:.2f}x"
        print(line)
same = subprocess.run(["diff", "-r", f"{work}/rv-{variants[0][0]}", f"{work}/rv-{variants[-1][0]}"], capture_output=True, text=True)
print("review output first vs last build:", "identical" if same.returncode == 0 else "DIFFERENT " + same.stdout[:300])
