#!/usr/bin/env python3
"""`formsh fill` past one process: GNU parallel and Spark (local mode), checked and timed.

usage: Benchmarks/scale/scale_bench.py [--records N] [--rounds K] [--formsh BIN] [--no-spark]
                                       [--work DIR]

Installs what it needs when it is missing: GNU parallel and Java (Debian's
openjdk-17-jre-headless) with apt-get, pyspark from PyPI into a venv under
~/.cache/formsh-scale. Generates N records (default 1,000,000) with
Benchmarks/gen_records.py --ids, fills them once with a single `formsh fill --id id` (the
reference), then with
  parallel --pipe --block 4M --keep-order -jJ 'formsh fill --jobs 1 … --id id -; [ $? -le 1 ]'
  spark_fill.py --master local[J]   (rdd.pipe of the same command)
for J = 1 and 2 workers (and parallel --pipepart -a RECORDS, which reads the file in each job
rather than through parallel), checks that each gives exactly the reference's verdicts, by id
(compare_verdicts.py, in the first round), and prints records/s and the ratio to the single
`formsh fill --jobs 1` of the same round (the machine may be shared: quote ratios, not raw
rates), and the CPU time (user + sys of every process it started and waited for; not for
Spark, whose JVM and workers are not waited for by this process). Spark's time is the job's,
without the JVM's start-up (printed apart). K
rounds alternate the contenders; medians are shown. Builds nothing: pass a release binary
(default .build/release/formsh).
"""
import argparse
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
FORM = os.path.join(ROOT, "Benchmarks", "campaign-bench.json")
CACHE = os.path.join(os.path.expanduser("~"), ".cache", "formsh-scale")
VENV = os.path.join(CACHE, "venv")


def apt_install(package):
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    print(f"scale_bench: installing {package} with apt-get", file=sys.stderr)
    subprocess.run(sudo + ["apt-get", "update", "-qq"], check=True)
    subprocess.run(sudo + ["apt-get", "install", "-y", "-qq", package], check=True,
                   env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"}, stdout=subprocess.DEVNULL)


def setup(spark):
    if not shutil.which("parallel"):
        apt_install("parallel")
    if not spark:
        return None
    if not shutil.which("java"):
        apt_install("openjdk-17-jre-headless")
    python = os.path.join(VENV, "bin", "python")
    if subprocess.run([python, "-c", "import pyspark"], capture_output=True).returncode if os.path.exists(python) else True:
        print(f"scale_bench: installing pyspark into {VENV}", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True)
        subprocess.run([os.path.join(VENV, "bin", "pip"), "install", "-q", "pyspark>=3.5,<5"], check=True)
    return python


def cpu_text(key, seconds):
    """The median CPU seconds; a dash for Spark, whose processes this one does not wait for."""
    return "—" if key.startswith("spark") else f"{statistics.median(seconds):.2f}"


def timed(command, stdout=None, **kwargs):
    started = time.perf_counter()
    with open(stdout, "wb") if stdout else open(os.devnull, "wb") as out:
        result = subprocess.run(command, stdout=out, stderr=subprocess.PIPE, **kwargs)
    seconds = time.perf_counter() - started
    return seconds, result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=1_000_000)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--formsh", default=os.path.join(ROOT, ".build/release/formsh"))
    parser.add_argument("--no-spark", action="store_true", help="GNU parallel only")
    parser.add_argument("--work", default=os.path.join(CACHE, "work"))
    args = parser.parse_args()
    formsh = os.path.abspath(args.formsh)
    if not os.access(formsh, os.X_OK):
        sys.exit(f"no formsh at {formsh}; run: swift build -c release --product formsh")
    python = setup(not args.no_spark)
    os.makedirs(args.work, exist_ok=True)
    records = os.path.join(args.work, f"records-{args.records}.jsonl")
    if not os.path.exists(records):
        subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", "gen_records.py"),
                        str(args.records), records, "--ids"], check=True)
    reference = os.path.join(args.work, "reference.jsonl")
    fill = f"{formsh} fill --jobs 1 --form {FORM} --id id -; [ $? -le 1 ]"

    contenders = [("formsh fill --jobs 1 (single)", "single1"), ("formsh fill --jobs 2 (single)", "single2"),
                  ("parallel --pipe -j1", "parallel1"), ("parallel --pipe -j2", "parallel2"),
                  ("parallel --pipepart -a FILE -j2", "pipepart2")]
    if python:
        contenders += [("Spark local[1], rdd.pipe", "spark1"), ("Spark local[2], rdd.pipe", "spark2")]
    times = {key: [] for _, key in contenders}
    ratios = {key: [] for _, key in contenders}
    cpu = {key: [] for _, key in contenders}
    startup = {key: [] for _, key in contenders}
    verdicts = {}
    for round_number in range(args.rounds):
        base = None
        for _, key in contenders:
            out = os.path.join(args.work, f"out-{key}")
            shutil.rmtree(out, ignore_errors=True)
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            if key.startswith("single"):
                seconds, result = timed([formsh, "fill", "--jobs", key[-1], "--form", FORM, "--id", "id", records],
                                        stdout=reference if key == "single1" else out)
                status_ok = result.returncode in (0, 1)
            elif key.startswith("parallel"):
                with open(records, "rb") as source:
                    seconds, result = timed(["parallel", "--pipe", "--block", "4M", "--keep-order",
                                             "-j" + key[-1], fill], stdout=out, stdin=source)
                status_ok = result.returncode == 0
            elif key.startswith("pipepart"):
                seconds, result = timed(["parallel", "--pipepart", "-a", records, "--block", "4M",
                                         "--keep-order", "-j" + key[-1], fill], stdout=out)
                status_ok = result.returncode == 0
            else:
                started = time.perf_counter()
                result = subprocess.run([python, os.path.join(HERE, "spark_fill.py"), "--master",
                                         f"local[{key[-1]}]", "--formsh", formsh, "--form", FORM,
                                         records, out], capture_output=True)
                total = time.perf_counter() - started
                status_ok = result.returncode == 0
                job = re.search(rb"lines in ([0-9.]+) s", result.stdout)
                seconds = float(job.group(1)) if job else total
                startup[key].append(total - seconds)
            if not status_ok:
                sys.exit(f"{key} failed ({result.returncode}): {result.stderr.decode()[-2000:]}")
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu[key].append(after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
            times[key].append(seconds)
            if key == "single1":
                base = seconds
            elif round_number == 0:
                verdicts[key] = subprocess.run([sys.executable, os.path.join(HERE, "compare_verdicts.py"),
                                                reference, out], capture_output=True, text=True)
            ratios[key].append(base / seconds)
    print(f"{args.records:,} records of gen_records.py --ids, Benchmarks/campaign-bench.json, "
          f"{os.cpu_count()} processors, median of {args.rounds} round(s); ratio: records/s over "
          f"those of the single `formsh fill --jobs 1` of the same round; load average at the end: "
          f"{' '.join('%.1f' % load for load in os.getloadavg())}\n")
    print(f"| {'what':<32} | {'s':>7} | {'records/s':>10} | {'ratio':>5} | {'CPU s':>6} "
          f"| verdicts vs single fill |")
    print(f"|{'-' * 34}|{'-' * 8}:|{'-' * 12}:|{'-' * 7}:|{'-' * 8}:|{'-' * 25}|")
    failed = False
    for name, key in contenders:
        median = statistics.median(times[key])
        check = verdicts.get(key)
        same = "reference" if check is None else ("same" if check.returncode == 0 else "DIFFER")
        failed |= check is not None and check.returncode != 0
        print(f"| {name:<32} | {median:>7.2f} | {args.records / median:>10,.0f} | "
              f"{statistics.median(ratios[key]):>5.2f} | {cpu_text(key, cpu[key]):>6} | {same:<23} |")
    for name, key in contenders:
        if startup[key]:
            print(f"{name}: Spark's start-up and shut-down, outside the job: "
                  f"{statistics.median(startup[key]):.1f} s")
    for key, check in verdicts.items():
        if check.returncode:
            print(f"{key}: {check.stdout}{check.stderr}", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
