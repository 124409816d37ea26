"""Where a small `pixelproof diff` goes: process start against the work, next to ImageMagick.

Times, interleaved run by run (so a busy machine slows all alike), whole processes:
  - three empty Swift programs built here with `swiftc -O`: `print` only, `import
    FoundationEssentials`, `import Foundation` (what every `pixelproof` process loads: the Swift
    runtime, Foundation, FoundationInternationalization and its ICU);
  - `pixelproof --help` (start-up, the command table, one line of output);
  - `pixelproof diff A B --output D --json` on each pair of SIZE (780x440 by default), and
    ImageMagick's `compare -metric AE A B D` on the same pair;
  - the same for a second, baseline `pixelproof` when one is given.
Prints the median wall and CPU (user + system) time of each, and IM / ours for each pair.

    python3 scripts/bench.d/diff_startup.py PIXELPROOF IMAGES_FOLDER [RUNS] [--baseline PIXELPROOF] [--size 780x440]
"""
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

KINDS = ["identical", "small-change", "shifted", "all-different"]
PROGRAMS = {
    "empty Swift program": 'print("hello")\n',
    "+ import FoundationEssentials": 'import FoundationEssentials\nprint("hello", Date.now > .distantPast)\n',
    "+ import Foundation": 'import Foundation\nprint("hello", Date.now > .distantPast)\n',
}


def run(arguments, devnull):
    start = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        os.execv(arguments[0], arguments)
    _, status, usage = os.wait4(pid, 0)
    wall = (time.perf_counter() - start) * 1000
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"{' '.join(arguments)} exited {code}")
    return wall, (usage.ru_utime + usage.ru_stime) * 1000


def main():
    arguments = sys.argv[1:]
    baseline, size = None, "780x440"
    if "--baseline" in arguments:
        index = arguments.index("--baseline")
        baseline = arguments[index + 1]
        del arguments[index:index + 2]
    if "--size" in arguments:
        index = arguments.index("--size")
        size = arguments[index + 1]
        del arguments[index:index + 2]
    pixelproof, folder = arguments[0], Path(arguments[1])
    runs = int(arguments[2]) if len(arguments) > 2 else 21
    with tempfile.TemporaryDirectory() as scratch:
        rows = []  # (label, argv)
        for label, source in PROGRAMS.items():
            path = Path(scratch, f"p{len(rows)}")
            path.with_suffix(".swift").write_text(source)
            subprocess.run(["swiftc", "-O", str(path.with_suffix(".swift")), "-o", str(path)], check=True,
                           capture_output=True, cwd=scratch)
            rows.append((label, [str(path)]))
        binaries = [("ours", pixelproof)] + ([("baseline", baseline)] if baseline else [])
        for name, binary in binaries:
            rows.append((f"{name}: pixelproof --help", [binary, "--help"]))
        a = folder / f"{size}.png"
        for kind in KINDS:
            b = folder / f"{size}.{kind}.png"
            for name, binary in binaries:
                rows.append((f"{name}: diff {kind}", [binary, "diff", str(a), str(b), "--output", str(Path(scratch, "ours.png")), "--json"]))
            rows.append((f"ImageMagick: compare {kind}", ["/usr/bin/compare", "-metric", "AE", str(a), str(b), str(Path(scratch, "im.png"))]))
        walls = {label: [] for label, _ in rows}
        cpus = {label: [] for label, _ in rows}
        devnull = os.open(os.devnull, os.O_WRONLY)
        for _ in range(runs):
            for label, argv in rows:
                wall, cpu = run(argv, devnull)
                walls[label].append(wall)
                cpus[label].append(cpu)
    print(f"{size}, {runs} runs each, interleaved, medians; load average {os.getloadavg()[0]:.1f} at the end")
    print(f"{'process':40} {'wall':>9} {'CPU':>9}")
    for label, _ in rows:
        print(f"{label:40} {statistics.median(walls[label]):7.1f}ms {statistics.median(cpus[label]):7.1f}ms")
    for name, _ in binaries:
        ratios = [statistics.median(walls[f"ImageMagick: compare {kind}"]) / statistics.median(walls[f"{name}: diff {kind}"]) for kind in KINDS]
        print(f"{name}: IM / ours, wall: " + ", ".join(f"{kind} {ratio:.2f}x" for kind, ratio in zip(KINDS, ratios)))


if __name__ == "__main__":
    main()
