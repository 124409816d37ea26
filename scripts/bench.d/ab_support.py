"""What the interleaved A/B benchmarks (review_ab.py, fixed_cost_ab.py) share: one timed run of a
`pixelproof` build with its own token-read cache."""
import os, resource, subprocess, time


def run(args, reads):
    """Runs `args` with CI=true and PIXELPROOF_TOKEN_READS=reads; returns wall ms, CPU ms (user +
    system of the child) and its standard output."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN); start = time.perf_counter()
    done = subprocess.run(args, capture_output=True, text=True, env=dict(os.environ, CI="true", PIXELPROOF_TOKEN_READS=reads))
    wall = (time.perf_counter() - start) * 1000; after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000, done.stdout
