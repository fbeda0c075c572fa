#!/usr/bin/env python3
"""Start-up of formsh against sqlite3's, the two alternating.

usage: Benchmarks/startup_bench.py [--rounds N] [--starts K] [--formsh BIN]

Builds nothing: pass a release binary (default .build/release/formsh; `swift build -c release
--product formsh` makes it). Each round starts every command K times in a row (one start is
too short for the clock), the commands taking turns within the round, so a neighbour that
slows the machine slows them alike. Prints, per command, the median over the rounds of the
wall and CPU time (user + sys, from the kernel's accounting of the children) of one start,
and the median of each round's ratio to sqlite3 :memory: 'select 1'. Standard library only.
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def children_cpu():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def starts(command, count):
    """Runs a command `count` times; returns (wall, cpu) seconds of one start."""
    cpu_before = children_cpu()
    wall_before = time.perf_counter()
    for _ in range(count):
        status = subprocess.call(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if status not in (0, 1):
            sys.exit(f"startup_bench: {' '.join(command)} exited with {status}")
    wall = (time.perf_counter() - wall_before) / count
    cpu = (children_cpu() - cpu_before) / count
    return wall, cpu


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--starts", type=int, default=50)
    parser.add_argument("--formsh", default=os.path.join(ROOT, ".build/release/formsh"))
    options = parser.parse_args()
    if not os.access(options.formsh, os.X_OK):
        sys.exit(f"startup_bench: no {options.formsh}; run: swift build -c release --product formsh")
    os.chdir(ROOT)
    baseline = ("sqlite3 :memory: 'select 1'", ["sqlite3", ":memory:", "select 1"])
    commands = [
        baseline,
        ("formsh --version", [options.formsh, "--version"]),
        ("formsh -c validate Forms/signup.json", [options.formsh, "-c", "validate", "Forms/signup.json"]),
        ("formsh lint Forms/showcase.json", [options.formsh, "lint", "Forms/showcase.json"]),
    ]
    for _, command in commands:  # warm the page cache
        starts(command, 3)
    figures = {name: [] for name, _ in commands}
    for _ in range(options.rounds):
        for name, command in commands:
            figures[name].append(starts(command, options.starts))
    base = figures[baseline[0]]
    print(f"{options.rounds} rounds of {options.starts} starts each, alternating; medians")
    print(f"{'command':42} {'wall ms':>8} {'cpu ms':>8} {'wall ratio':>11} {'cpu ratio':>10}")
    for name, _ in commands:
        runs = figures[name]
        wall = statistics.median(w for w, _ in runs) * 1000
        cpu = statistics.median(c for _, c in runs) * 1000
        wall_ratio = statistics.median(r[0] / b[0] for r, b in zip(runs, base))
        cpu_ratio = statistics.median(r[1] / b[1] for r, b in zip(runs, base) if b[1] > 0)
        print(f"{name:42} {wall:8.2f} {cpu:8.2f} {wall_ratio:11.2f} {cpu_ratio:10.2f}")


if __name__ == "__main__":
    main()
