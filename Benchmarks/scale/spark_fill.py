#!/usr/bin/env python3
"""`formsh fill` as a Spark pipe() stage: each partition of the records goes through one
`formsh fill --id id -` process, and the lines it writes are the stage's output.

usage: spark_fill.py [--master local[2]] [--formsh BIN] [--form FORM] [--partitions N]
                     RECORDS OUT_DIR

Run it with the Python of a venv that has pyspark (Benchmarks/scale/scale_bench.py makes one),
or with spark-submit. The binary and the form are shipped with SparkContext.addFile, as
`spark-submit --files formsh,form.json` ships them to a cluster's executors; on a cluster the
command then names them relative to the executor's directory (./formsh, form.json), here in
local mode by SparkFiles' directory. Each formsh fills on one thread (--jobs 1): Spark runs
one task per core. formsh exits 1 when a record is invalid, which is a result, not a failure:
the wrapper turns 0 and 1 into success, so that only a real failure (a form that cannot be
read, 2, 65, 66 …) fails the task (checkCode=True). Prints the job's seconds (without the
start-up of Spark) and records/s on standard output.
"""
import argparse
import os
import shlex
import time

from pyspark import SparkConf, SparkContext, SparkFiles

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("records")
    parser.add_argument("out")
    parser.add_argument("--master", default="local[2]")
    parser.add_argument("--formsh", default=os.path.join(ROOT, ".build/release/formsh"))
    parser.add_argument("--form", default=os.path.join(ROOT, "Benchmarks/campaign-bench.json"))
    parser.add_argument("--partitions", type=int, help="at least this many (default: Spark's split)")
    args = parser.parse_args()

    conf = SparkConf().setMaster(args.master).setAppName("formsh fill")
    conf.set("spark.ui.enabled", "false")
    sc = SparkContext(conf=conf)
    sc.setLogLevel("ERROR")
    sc.addFile(os.path.abspath(args.formsh))
    sc.addFile(os.path.abspath(args.form))
    # In local mode the executors share the driver's SparkFiles directory; on a cluster
    # (--files) each executor has its copy in its working directory.
    here = SparkFiles.getRootDirectory() if args.master.startswith("local") else "."
    formsh = shlex.quote(os.path.join(here, os.path.basename(args.formsh)))
    form = shlex.quote(os.path.join(here, os.path.basename(args.form)))
    fill = f"{formsh} fill --jobs 1 --form {form} --id id -"
    command = f"sh -c {shlex.quote(fill + '; status=$?; [ $status -le 1 ]')}"

    started = time.perf_counter()
    records = sc.textFile(os.path.abspath(args.records), minPartitions=args.partitions)
    records.pipe(command, checkCode=True).saveAsTextFile(os.path.abspath(args.out))
    seconds = time.perf_counter() - started
    count = sum(1 for name in os.listdir(args.out) if name.startswith("part-")
                for _ in open(os.path.join(args.out, name), "rb"))
    print(f"spark {args.master}: {count} lines in {seconds:.2f} s, {count / seconds:,.0f} records/s, "
          f"{records.getNumPartitions()} partitions")
    sc.stop()


if __name__ == "__main__":
    main()
