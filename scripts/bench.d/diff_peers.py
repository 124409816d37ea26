"""Whole-process `pixelproof diff A B --output D` against ImageMagick's `compare -metric AE A B D`
on every pair diff_images.py writes, in the same run: wall and CPU (user + system) time of each
process, median of RUNS, and our pixel counts (which must not change between builds).

    python3 scripts/bench.d/diff_peers.py PIXELPROOF IMAGES_FOLDER [RUNS]
"""
import json
import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path
from statistics import median
from time import perf_counter

KINDS = ["identical", "small-change", "shifted", "all-different"]


def timed(arguments):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = perf_counter()
    done = subprocess.run(arguments, capture_output=True, text=True)
    wall = (perf_counter() - start) * 1000
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000
    return wall, cpu, done


def measure(arguments, runs, expect):
    walls, cpus = [], []
    output = None
    for _ in range(runs):
        wall, cpu, done = timed(arguments)
        if done.returncode not in expect:
            sys.exit(f"{' '.join(arguments)} exited {done.returncode}: {done.stderr.strip()}")
        walls.append(wall)
        cpus.append(cpu)
        output = done
    return median(walls), median(cpus), output


def main():
    arguments = sys.argv[1:]
    pixelproof, folder = arguments[0], Path(arguments[1])
    runs = int(arguments[2]) if len(arguments) > 2 else 7
    magick = "/usr/bin/compare"
    version = subprocess.run([magick, "-version"], capture_output=True, text=True).stdout.splitlines()[0]
    print(f"peer: {version}; {runs} runs each, medians; load average {os.getloadavg()[0]:.1f}")
    print(f"{'pair':32} {'ours wall':>10} {'ours CPU':>9} {'IM wall':>9} {'IM CPU':>8} {'IM/ours wall':>13}  counts (ours: diffPixels/antiAliased; IM: AE)")
    worst = None
    with tempfile.TemporaryDirectory() as scratch:
        for size in sorted({p.name.split(".")[0] for p in folder.glob("*.png")}, key=lambda s: int(s.split("x")[0]) * int(s.split("x")[1])):
            a = folder / f"{size}.png"
            for kind in KINDS:
                b = folder / f"{size}.{kind}.png"
                ours_out, im_out = Path(scratch, "ours.png"), Path(scratch, "im.png")
                ow, oc, done = measure([pixelproof, "diff", str(a), str(b), "--output", str(ours_out), "--json"], runs, (0, 1))
                counts = json.loads(done.stdout)
                iw, ic, im = measure([magick, "-metric", "AE", str(a), str(b), str(im_out)], runs, (0, 1))
                ratio = iw / ow
                worst = ratio if worst is None else min(worst, ratio)
                pair = f"{size} {kind}"
                print(f"{pair:32} {ow:8.1f}ms {oc:7.1f}ms {iw:7.1f}ms {ic:6.1f}ms {ratio:12.2f}x  "
                      f"{counts['diffPixels']}/{counts['antiAliasedPixels']}; {im.stderr.strip()}")
    print(f"slowest pair: ImageMagick takes {worst:.2f}x our wall time (goal: at least 2x)")


if __name__ == "__main__":
    main()
