"""Interleaved A/B of `pixelproof verify` and `pixelproof review` builds (BENCHMARKS.md, "Review
images encoded for speed"): per round and per build, the full verify, a verify of exactly the
entries each review touches, and the reviews of the one-token and two-token changes of
scripts/bench.d/verify.sh; medians of wall and CPU (user + system) time, each review as a ratio
to the goal (k/n x the full verify + 50 ms) and to the verify of the same entries.

usage, from the package root, WORK prepared as verify.sh does (WORK/refs recorded with
`record --mode all`, WORK/tokens and WORK/tokens2 the edited token folders):
    python3 scripts/bench.d/review_ab.py WORK RUNS LABEL=BINARY:TOKEN_READS_FILE ...
Each build needs its own token-read file (the cache is keyed by the program's identity)."""
import json, os, sys, statistics
from ab_support import run
work, runs = sys.argv[1], int(sys.argv[2])
variants = [a.split('=', 1) for a in sys.argv[3:]]
def only(head):
    """The entries the review of `head` touches, as --only arguments (from a first, unmeasured run
    of the last build, which also fills its token-read cache through the verify before it)."""
    binary, reads = variants[-1][1].split(':')
    run([binary, "verify", "--snapshots", f"{work}/refs", "--artifacts", f"{work}/art-warm", "--jobs", "2"], reads)
    output = f"{work}/ab-touched-{os.path.basename(head)}"
    run([binary, "review", "--base", "Sources/Tokens/Resources/tokens", "--head", head, "--snapshots", f"{work}/refs", "--output", output, "--jobs", "2"], reads)
    ids = [e["identifier"] for e in json.load(open(f"{output}/review.json"))["entries"]]
    return [a for i in ids for a in ("--only", i)], len(ids)
only1, k1 = only(f"{work}/tokens")
only2, k2 = only(f"{work}/tokens2")
tasks = [("verify all", None, []), (f"verify the {k1}", None, only1), (f"verify the {k2}", None, only2),
         ("review 1 token", f"{work}/tokens", k1), ("review 2 tokens", f"{work}/tokens2", k2)]
res = {}
for r in range(runs):
    for label, spec in variants:
        binary, reads = spec.split(':')
        for task, head, extra in tasks:
            if head is None:
                args = [binary, "verify", "--snapshots", f"{work}/refs", "--artifacts", f"{work}/art-{label}", "--jobs", "2"] + extra
            else:
                args = [binary, "review", "--base", "Sources/Tokens/Resources/tokens", "--head", head, "--snapshots", f"{work}/refs",
                        "--output", f"{work}/ab-{label}-{task.replace(' ', '')}", "--jobs", "2"]
            wall, cpu, out = run(args, reads)
            if head is None: assert " 0 failed" in out, out[-300:]
            res.setdefault((label, task), []).append((wall, cpu))
print(f"{runs} runs each, interleaved; load average after: {' '.join(open('/proc/loadavg').read().split()[:3])}")
med = lambda xs: statistics.median(xs)
for label, _ in variants:
    v = res[(label, "verify all")]; vw, vc = med(w for w, c in v), med(c for w, c in v)
    for task, head, extra in tasks:
        x = res[(label, task)]; w, c = med(a for a, b in x), med(b for a, b in x)
        line = f"{label:13} {task:15}: {w:6.0f} ms wall (min {min(a for a, b in x):5.0f}), {c:6.0f} ms CPU (min {min(b for a, b in x):5.0f})"
        if head is not None:
            k = extra; gw, gc = min(vw, k / 424 * vw + 50), min(vc, k / 424 * vc + 50)
            same = res[(label, f"verify the {k}")]; sc = med(b for a, b in same)
            line += f"; goal {gw:.0f} wall / {gc:.0f} CPU -> {w / gw:.2f}x / {c / gc:.2f}x the goal; {c / sc:.2f}x the CPU of verifying the same {k}"
        print(line)
