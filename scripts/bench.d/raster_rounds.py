#!/usr/bin/env python3
"""The timing of `scripts/bench raster`: Pixelproof (release), Cairo and Skia draw BenchmarkScene
interleaved, so a load swing on the shared machine lands on every renderer alike rather than on
whichever ran during it; with --debug-bench, Pixelproof's debug build too (fewer frames: it is
about 8x slower).

One untimed warm-up frame each, then R rounds; each round draws F frames of each renderer back to
back (D of the debug build), in an order rotated from round to round (ours, Cairo, Skia, debug;
Cairo, Skia, debug, ours; ...). Pixelproof's frames come from long-lived `pixelproof-bench raster
--serve` processes, asked for frames through a pipe; the peers draw in this process
(raster_peers.py). Every time is process CPU time of one frame on one thread, as before; no
process runs while another draws (each waits on its pipe).

Prints, per round, each renderer's median frame time and the ratios Skia / ours, Cairo / ours
(and debug / ours) of that round; then each renderer's median over all its frames, the median and
minimum of the per-round ratios (maximum too for debug / ours), Pixelproof's summary lines (scene
and BusyScene SHA-256; the debug build's prefixed `debug_`) and the pixel agreement.

usage: raster_rounds.py --bench PIXELPROOF_BENCH [--debug-bench DEBUG_BENCH --debug-frames D]
                        --rounds R --frames F --rgba FRAME.rgba
"""
import argparse
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import raster_peers  # noqa: E402


class Ours:
    """`pixelproof-bench raster --serve`, asked for frames line by line."""

    def __init__(self, bench, rgba):
        try:
            self.process = subprocess.Popen([bench, "raster", "--serve", "--rgba", rgba], stdin=subprocess.PIPE,
                                            stdout=subprocess.PIPE, text=True, bufsize=1)
        except OSError as error:
            sys.exit(f"raster_rounds: cannot start {bench}: {error}")

    def frames(self, count):
        self.process.stdin.write(f"{count}\n")
        self.process.stdin.flush()
        line = self.process.stdout.readline()
        if not line.startswith("times "):
            self.process.kill()
            sys.exit(f"raster_rounds: pixelproof-bench raster --serve answered {line.strip()!r} to {count} frames "
                     f"(exit status {self.process.poll()})")
        return [float(t) for t in line.split()[1:]]

    def finish(self):
        """Closes the input; returns the summary lines the bench prints at its end."""
        self.process.stdin.close()
        summary = self.process.stdout.read()
        if self.process.wait() != 0:
            sys.exit(f"raster_rounds: pixelproof-bench raster --serve exited with {self.process.returncode}: {summary.strip()}")
        return summary


def peer_frames(draw, count):
    times, surface = [], None
    for _ in range(count):
        start = time.process_time()
        surface = draw()
        times.append((time.process_time() - start) * 1000)
    return times, surface


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", required=True, help="path of a release pixelproof-bench")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--frames", type=int, default=3, help="frames per renderer per round")
    parser.add_argument("--debug-bench", help="path of a debug pixelproof-bench, drawn in the rounds too")
    parser.add_argument("--debug-frames", type=int, default=1, help="debug frames per round")
    parser.add_argument("--rgba", required=True, help="where Pixelproof's last frame is written (raw RGBA8)")
    args = parser.parse_args()
    if args.rounds < 1 or args.frames < 1 or args.debug_frames < 1:
        sys.exit("raster_rounds: --rounds, --frames and --debug-frames must be at least 1")

    ours = Ours(args.bench, args.rgba)
    debug = Ours(args.debug_bench, args.rgba + ".debug") if args.debug_bench else None
    surfaces = {}

    def draw(name, count):
        if name == "ours":
            return ours.frames(count)
        if name == "debug":
            return debug.frames(count)
        times, surfaces[name] = peer_frames(raster_peers.draw_cairo if name == "cairo" else raster_peers.draw_skia, count)
        return times

    names = ["ours", "cairo", "skia"] + (["debug"] if debug else [])
    for name in names:
        draw(name, 1)  # warm-up: first use of the code, the allocator's first canvas
    every = {name: [] for name in names}
    skia_ratios, cairo_ratios, debug_ratios = [], [], []
    for r in range(args.rounds):
        turn = r % len(names)
        order = names[turn:] + names[:turn]
        medians = {}
        for name in order:
            times = draw(name, args.debug_frames if name == "debug" else args.frames)
            every[name] += times
            medians[name] = statistics.median(times)
        skia_ratios.append(medians["skia"] / medians["ours"])
        cairo_ratios.append(medians["cairo"] / medians["ours"])
        line = (f"round {r + 1} order {','.join(order)} ours_ms {medians['ours']:.2f} cairo_ms {medians['cairo']:.2f} "
                f"skia_ms {medians['skia']:.2f} skia_over_ours {skia_ratios[-1]:.3f} cairo_over_ours {cairo_ratios[-1]:.3f}")
        if debug:
            debug_ratios.append(medians["debug"] / medians["ours"])
            line += f" debug_ms {medians['debug']:.2f} debug_over_ours {debug_ratios[-1]:.3f}"
        print(line, flush=True)
    summary = ours.finish()
    debug_summary = debug.finish() if debug else ""
    cairo_name, skia_name = raster_peers.versions()
    print(f"ours_ms {statistics.median(every['ours']):.2f} frames {len(every['ours'])}")
    print(f"cairo_ms {statistics.median(every['cairo']):.2f} {cairo_name}")
    print(f"skia_ms {statistics.median(every['skia']):.2f} {skia_name}")
    print(f"skia_over_ours_rounds median {statistics.median(skia_ratios):.3f} min {min(skia_ratios):.3f}")
    print(f"cairo_over_ours_rounds median {statistics.median(cairo_ratios):.3f} min {min(cairo_ratios):.3f}")
    if debug:
        print(f"debug_ms {statistics.median(every['debug']):.2f} frames {len(every['debug'])}")
        print(f"debug_over_ours_rounds median {statistics.median(debug_ratios):.3f} min {min(debug_ratios):.3f} "
              f"max {max(debug_ratios):.3f}")
    for prefix, lines in (("", summary), ("debug_", debug_summary)):
        for line in lines.splitlines():
            if line.split()[:1] in (["scene_sha256"], ["busy_sha256"]):
                print(prefix + line)
    raster_peers.print_agreement(args.rgba, surfaces["skia"], surfaces["cairo"])


if __name__ == "__main__":
    main()
