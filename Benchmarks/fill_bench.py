#!/usr/bin/env python3
"""Benchmark of `formsh fill`: records/s and peak memory, side by side with peers.

usage: Benchmarks/fill_bench.py [--records N] [--runs K] [--peers DIR --python PY] [--formsh BIN]
                               [--conditional]

Builds nothing: pass a release binary (default .build/release/formsh; `swift build -c release`
makes it). Generates N records with Benchmarks/gen_records.py, then runs formsh and each peer
K times in alternation on the same file (the machine is shared and noisy: alternating keeps
the comparison fair) and prints the median wall time, records/s and its ratio to the first
peer, the median CPU time (user + sys of the child) and its ratio, and peak memory (maximum
resident set size). Wall time is what a user waits; CPU time is the work done, which a busy
neighbour hardly changes: a regression that a loaded machine hides in the wall-time ratio
still shows in the CPU-time ratio. formsh's verdict on every record is checked against
the generator's truth file. Standard library only.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
FORM = os.path.join(HERE, "campaign-bench.json")
CONDITIONAL_FORM = os.path.join(HERE, "campaign-bench-conditions.json")
PEERS = [("peer_plain.py", "plain Python + orjson"), ("peer_fastjsonschema.py", "fastjsonschema"),
         ("peer_pydantic_pattern.py", "pydantic v2"), ("ceil_orjson.py", "orjson parse+dump ceiling")]


def peak_kib(pid):
    """The peak resident set size of a running process, from /proc (VmHWM), in KiB."""
    try:
        with open(f"/proc/{pid}/status") as status:
            for line in status:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except OSError:
        pass
    return 0


def run(command, stdout_path):
    """Runs a command; returns (wall seconds, CPU seconds, peak RSS in KiB, exit status). CPU
    time is the child's user + sys time (its own rusage, from wait4, with any children it
    waited for). The peak is read from /proc while the child runs: rusage's ru_maxrss would
    count this Python process, whose memory the child shares until it execs."""
    out = os.open(stdout_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        start = time.perf_counter()
        pid = os.posix_spawnp(command[0], command, os.environ,
                              file_actions=[(os.POSIX_SPAWN_DUP2, out, 1), (os.POSIX_SPAWN_DUP2, null, 2)])
        peak = 0
        while True:
            done, status, usage = os.wait4(pid, os.WNOHANG)
            if done:
                break
            peak = max(peak, peak_kib(pid))
            time.sleep(0.002)
        elapsed = time.perf_counter() - start
    finally:
        os.close(out)
        os.close(null)
    cpu = usage.ru_utime + usage.ru_stime
    return elapsed, cpu, peak, os.waitstatus_to_exitcode(status)


def verdicts_match(output, truth):
    mismatches = 0
    with open(output) as out, open(truth) as expected:
        for line, wanted in zip(out, expected):
            result = json.loads(line)
            got = [] if result["ok"] else sorted(result.get("errors", {}))
            mismatches += got != json.loads(wanted)
    return mismatches


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=200000)
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--formsh", default=os.path.join(ROOT, ".build/release/formsh"))
    parser.add_argument("--peers", help="the folder holding peers/ (e.g. Benchmarks/peer-bench)")
    parser.add_argument("--python", default=sys.executable, help="a Python with orjson etc.")
    parser.add_argument("--only", nargs="*", help="peer files to run (default: all found)")
    parser.add_argument("--conditional", action="store_true",
                        help="also fill the same records with the form's conditional variant "
                             "(campaign-bench-conditions.json), alternating, and compare")
    parser.add_argument("--jobs", type=int, help="pass --jobs N to formsh fill (default: every core)")
    parser.add_argument("--generator", default=os.path.join(HERE, "gen_records.py"),
                        help="a generator taking N OUT --truth TRUTH (e.g. Benchmarks/peer-bench/gen.py)")
    args = parser.parse_args()
    if not os.access(args.formsh, os.X_OK):
        sys.exit(f"no formsh at {args.formsh}; run: swift build -c release --product formsh")

    work = tempfile.mkdtemp(prefix="formsh-bench-")
    records, truth = os.path.join(work, "records.jsonl"), os.path.join(work, "truth.jsonl")
    subprocess.run([sys.executable, args.generator, str(args.records), records, "--truth", truth],
                   check=True, stdout=subprocess.DEVNULL)

    jobs = ["--jobs", str(args.jobs)] if args.jobs else []
    contenders = [("formsh fill" + (f" --jobs {args.jobs}" if args.jobs else ""),
                   [args.formsh, "fill", *jobs, "--form", FORM, records])]
    if args.conditional:
        # The plain form stays the reference (and the last run, whose verdicts are checked).
        contenders.insert(0, ("formsh fill, with conditions",
                              [args.formsh, "fill", *jobs, "--form", CONDITIONAL_FORM, records]))
    if args.peers:
        for name, label in PEERS:
            path = os.path.join(args.peers, "peers", name)
            if os.path.exists(path) and (not args.only or name in args.only):
                contenders.append((label, [args.python, path, records, os.path.join(work, "peer-out.jsonl")]))

    times = {name: [] for name, _ in contenders}
    cpu_times = {name: [] for name, _ in contenders}
    memory = {name: 0 for name, _ in contenders}
    for _ in range(args.runs):
        for name, command in contenders:
            output = os.path.join(work, "out.jsonl")
            seconds, cpu, rss, status = run(command, output)
            is_formsh = name.startswith("formsh")
            if (is_formsh and status not in (0, 1)) or (not is_formsh and status != 0):
                sys.exit(f"{name} failed with status {status}: {' '.join(command)}")
            times[name].append(seconds)
            cpu_times[name].append(cpu)
            memory[name] = max(memory[name], rss)
    mismatches = verdicts_match(os.path.join(work, "out.jsonl"), truth) if not args.peers else None
    if args.peers:
        # The plain form's verdicts (the truth file is the plain form's).
        plain = contenders[1 if args.conditional else 0][1]
        subprocess.run(plain, stdout=open(os.path.join(work, "out.jsonl"), "wb"),
                       stderr=subprocess.DEVNULL)
        mismatches = verdicts_match(os.path.join(work, "out.jsonl"), truth)

    reference = contenders[1][0] if len(contenders) > 1 else contenders[0][0]
    base = args.records / statistics.median(times[reference])
    cpu_base = statistics.median(cpu_times[reference])
    print(f"{args.records} records, median of {args.runs} alternating runs (ratio: records/s "
          f"relative to {reference}; CPU ratio: its CPU time over this one's, user + sys)\n")
    print(f"| {'what':<28} | {'median s':>8} | {'records/s':>10} | {'ratio':>5} | {'CPU s':>6} "
          f"| {'CPU ratio':>9} | {'peak MiB':>8} |")
    print(f"|{'-' * 30}|{'-' * 10}:|{'-' * 12}:|{'-' * 7}:|{'-' * 8}:|{'-' * 11}:|{'-' * 10}:|")
    for name, _ in contenders:
        median = statistics.median(times[name])
        rate = args.records / median
        cpu = statistics.median(cpu_times[name])
        print(f"| {name:<28} | {median:>8.3f} | {rate:>10,.0f} | {rate / base:>5.2f} | {cpu:>6.3f} "
              f"| {cpu_base / cpu:>9.2f} | {memory[name] / 1024:>8.1f} |")
    print(f"\nformsh verdicts differing from the truth file: {mismatches} of {args.records}")
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
