# `pixelproof lint` in release: the shipped Sources/DesignSystem (with the repository's
# .pixelproof-lint), the vendored corpus of real SwiftUI files (Tests/DesignLintTests/Fixtures),
# and 1,000 files of 200 lines cut from that corpus (the issue's goal: under 2 s); an empty folder
# gives the fixed cost (process start, token set load). Wall and CPU (user + system) time of the
# whole process, fastest and median of 7 runs.
set -euo pipefail
work=.build/bench-lint
rm -rf "$work" && mkdir -p "$work/empty" "$work/thousand"
swift build -c release --product pixelproof >/dev/null
release=$(swift build -c release --show-bin-path)
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg); $(nproc) cores"
python3 - "$release/pixelproof" "$work" <<'PY'
import glob, os, resource, statistics, subprocess, sys, time
tool, work = sys.argv[1], sys.argv[2]

corpus = sorted(glob.glob("Tests/DesignLintTests/Fixtures/**/*.swift", recursive=True))
lines = [line for path in corpus for line in open(path, encoding="utf-8").read().split("\n")]
for index in range(1000):
    start = (index * 200) % len(lines)
    chunk = (lines + lines)[start:start + 200]
    with open(os.path.join(work, "thousand", f"File{index:04}.swift"), "w", encoding="utf-8") as out:
        out.write("\n".join(chunk) + "\n")

def run(arguments):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(arguments, capture_output=True, text=True)
    wall = (time.perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    if done.returncode not in (0, 1):
        sys.exit(f"{arguments}: exit {done.returncode}: {done.stderr}")
    return wall, cpu, done.stdout

cases = [
    ("empty folder (fixed cost)", [tool, "lint", os.path.join(work, "empty")]),
    ("Sources/DesignSystem (43 files, .pixelproof-lint)", [tool, "lint", "."]),
    (f"corpus ({len(corpus)} files, {sum(1 for p in corpus for _ in open(p))} lines)", [tool, "lint", "Tests/DesignLintTests/Fixtures"]),
    ("1,000 files × 200 lines", [tool, "lint", os.path.join(work, "thousand")]),
]
print("| input | wall fastest | wall median | CPU median | findings | debt |")
print("|---|---|---|---|---|---|")
for name, arguments in cases:
    runs = [run(arguments) for _ in range(7)]
    walls = sorted(r[0] for r in runs)
    cpus = sorted(r[1] for r in runs)
    output = runs[0][2]
    findings = sum(1 for line in output.split("\n") if ": rule " in line and "→" in line)
    debt = next((line.split("design debt: ")[1].split(" in ")[0] for line in output.split("\n") if line.startswith("design debt")), "")
    print(f"| {name} | {walls[0]:.0f} ms | {statistics.median(walls):.0f} ms | {statistics.median(cpus):.0f} ms | {findings} | {debt} |")
PY
