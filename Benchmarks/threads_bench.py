#!/usr/bin/env python3
"""How `formsh fill` scales with its threads: `fill --jobs J` for each J, taking turns.

usage: threads_bench.py [--records N] [--runs K] [--jobs 1,2,4,8,16] [--formsh PATH]
                        [--form PATH] [--input RECORDS.jsonl] [--halves]

Each round runs every `--jobs` value once, in turn, on the same records (generated with
gen_records.py unless --input names a file), writing the lines to a file as a user would. It
prints, per thread count, the median wall time, records/s, the median of each round's ratio
of records/s to the first thread count's (the ratios of one round share the machine's state,
so they hold when a shared machine's speed drifts), the median CPU time (user + sys, from
wait4), and the main thread's share of that CPU time (its utime + stime, polled from
/proc/PID/task/PID/stat while it runs): the thread that reads and writes, which bounds how
far more threads can go. The load average before and after is printed too: quote ratios from
an idle machine. Every thread count's output must be byte for byte the first's.

--halves adds, each round, the machine's own ceiling for two cores: two `fill --jobs 1`
processes at once, each on half of the records (the second numbering from where the first
stops), which share nothing; their two outputs, one after the other, must be the first's too.
Standard library only.
"""
import argparse
import hashlib
import os
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TICK = os.sysconf("SC_CLK_TCK")


def main_thread_seconds(pid):
    """The main thread's CPU seconds so far, or None once it is gone."""
    try:
        with open(f"/proc/{pid}/task/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / TICK


def run(command, out_path):
    """Runs one fill: (wall s, cpu s, main thread's cpu s)."""
    out = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
    started = time.monotonic()
    child = subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL)
    os.close(out)
    main = 0.0
    while True:
        done, status, usage = os.wait4(child.pid, os.WNOHANG)
        if done:
            break
        seconds = main_thread_seconds(child.pid)
        if seconds is not None:
            main = seconds
        time.sleep(0.01)
    wall = time.monotonic() - started
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode not in (0, 1):
        sys.exit(f"{' '.join(command)} exited {child.returncode}")
    return wall, usage.ru_utime + usage.ru_stime, main


def run_pair(commands, out_paths):
    """Runs two fills at once: (wall s until both end, cpu s of both, None)."""
    started = time.monotonic()
    children = []
    for command, out_path in zip(commands, out_paths):
        out = os.open(out_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
        children.append(subprocess.Popen(command, stdout=out, stderr=subprocess.DEVNULL))
        os.close(out)
    cpu = 0.0
    for child in children:
        _, status, usage = os.wait4(child.pid, 0)
        if os.waitstatus_to_exitcode(status) not in (0, 1):
            sys.exit(f"{' '.join(child.args)} exited {os.waitstatus_to_exitcode(status)}")
        cpu += usage.ru_utime + usage.ru_stime
    return time.monotonic() - started, cpu, None


def digest(*paths):
    hasher = hashlib.md5()
    for path in paths:
        with open(path, "rb") as file:
            for chunk in iter(lambda: file.read(1 << 20), b""):
                hasher.update(chunk)
    return hasher.hexdigest()


def split(records, count, work):
    """The records in two files of count // 2 and the rest: their paths."""
    paths = [os.path.join(work, "half-1.jsonl"), os.path.join(work, "half-2.jsonl")]
    with open(records, "rb") as source, open(paths[0], "wb") as first:
        for _ in range(count // 2):
            first.write(source.readline())
        with open(paths[1], "wb") as second:
            for chunk in iter(lambda: source.read(1 << 20), b""):
                second.write(chunk)
    return paths


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--jobs", default="1,2", help="thread counts, comma-separated")
    parser.add_argument("--formsh", default=os.path.join(ROOT, ".build/release/formsh"))
    parser.add_argument("--form", default=os.path.join(HERE, "campaign-bench.json"))
    parser.add_argument("--input", help="records to fill (default: generated)")
    parser.add_argument("--halves", action="store_true",
                        help="also run two --jobs 1 processes at once, on half the records each")
    args = parser.parse_args()
    jobs = [int(j) for j in args.jobs.split(",")]

    work = tempfile.mkdtemp(prefix="threads-bench-")
    records = args.input
    count = args.records
    if records is None:
        records = os.path.join(work, "records.jsonl")
        subprocess.run([sys.executable, os.path.join(HERE, "gen_records.py"), str(count),
                        records], check=True, stdout=subprocess.DEVNULL)
    else:
        with open(records, "rb") as file:
            count = sum(chunk.count(b"\n") for chunk in iter(lambda: file.read(1 << 20), b""))

    print(f"load average before: {os.getloadavg()[0]:.2f}; {os.cpu_count()} processors; "
          f"{count:,} records; {args.runs} rounds")
    rows = jobs + (["2 x 1"] if args.halves else [])
    results = {row: [] for row in rows}
    digests = {}
    halves = split(records, count, work) if args.halves else []
    for _ in range(args.runs):
        for j in jobs:
            out = os.path.join(work, f"out-{j}.jsonl")
            results[j].append(run([args.formsh, "fill", "--jobs", str(j), "--form", args.form,
                                   records], out))
            digests.setdefault(j, digest(out))
        if args.halves:
            outs = [os.path.join(work, "out-half-1.jsonl"), os.path.join(work, "out-half-2.jsonl")]
            commands = [
                [args.formsh, "fill", "--jobs", "1", "--form", args.form, halves[0]],
                [args.formsh, "fill", "--jobs", "1", "--form", args.form,
                 "--first-record", str(count // 2 + 1), halves[1]]]
            results["2 x 1"].append(run_pair(commands, outs))
            digests.setdefault("2 x 1", digest(*outs))
    load_after = os.getloadavg()[0]

    first = jobs[0]
    print(f"{'jobs':>4} | {'wall s':>7} | {'records/s':>10} | {'ratio':>5} | {'cpu s':>6} | "
          f"{'main thread':>11}")
    for j in rows:
        walls = [wall for wall, _, _ in results[j]]
        ratios = [base[0] / mine[0] for base, mine in zip(results[first], results[j])]
        cpu = statistics.median(c for _, c, _ in results[j])
        shares = [m / c for _, c, m in results[j] if m is not None]
        share = f"{100 * statistics.median(shares):>10.1f}%" if shares else f"{'':>11}"
        wall = statistics.median(walls)
        print(f"{j:>4} | {wall:>7.3f} | {count / wall:>10,.0f} | {statistics.median(ratios):>5.2f}"
              f" | {cpu:>6.2f} | {share}")
    print(f"load average after: {load_after:.2f}")
    differing = [j for j in rows if digests[j] != digests[first]]
    print("output identical for every thread count" if not differing
          else f"OUTPUT DIFFERS for --jobs {differing}")


if __name__ == "__main__":
    main()
