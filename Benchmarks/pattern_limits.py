#!/usr/bin/env python3
"""How long formsh's bounded pattern matches take, worst case, through the binary.

usage: pattern_limits.py [--formsh PATH] [--records N] [--lengths 30,400,...] [--no-jit]

For each pattern shape below (the catastrophic ones of issue 13 and shapes whose every
backtracking step scans the whole value) and each length, writes a one-field form with the
pattern and N records holding the value, runs `formsh fill --jobs 1` on them and on as many
records with an empty value, and prints the CPU time (user + system, from wait4) per match:
(CPU with the value - CPU with the empty value) / N. Also prints the verdict fill gave
(too costly, ok, or "no match"). --no-jit starts each pattern with PCRE2's (*NO_JIT), to
measure the interpreter that runs where the machine has no JIT. Standard library only.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

SHAPES = [
    (r"(a+)+b", lambda n: "a" * n + "!b"),
    (r"(.*){20}x", lambda n: "a" * n + "x!"),
    (r"(a?){16}a{16}", lambda n: "a" * min(n, 16)),
    (r"(\w|\d)+!", lambda n: "1" * n + "!!"),
    (r".*.*.*.*x", lambda n: "a" * n + "x!"),
    (r"(\w+\s?)*$", lambda n: "a" * n + "!"),
    (r"((a*)*)*b", lambda n: "a" * n + "!b"),
    (r"(a|aa)+$", lambda n: "a" * n + "!"),
    (r"([a-z0-9]+[-_.]?)*@", lambda n: "a" * n + "!@"),
    (r"(.*a){12}", lambda n: "a" * n + "b"),
    (r"(?:(?=[^!]*!)a)*!", lambda n: "a" * n + "!"),
    (r"(?:a(?=\X*!))*!", lambda n: "a" * n + "!"),
    (r"(?:.(?=\p{Han}*!))*!", lambda n: "東" * n + "!"),
    (r"(?i)(?:.(?=[\x{100}-\x{10FFFF}]*!))*!", lambda n: "ǆ" * n + "!"),
    (r"(?:.(?=[[:alpha:]]*!))*!", lambda n: "é" * n + "!"),
    (r"(?:.(?=\R*!))*!", lambda n: "\r" * n + "!"),
    (r".*[0-9].*", lambda n: "1" + "a" * n),
]


def cpu(formsh, form, records):
    with open(records, "rb") as stdin:
        pid = os.posix_spawn(formsh, [formsh, "fill", "--jobs", "1", "--form", form, "-"], os.environ,
                             file_actions=[(os.POSIX_SPAWN_DUP2, stdin.fileno(), 0),
                                           (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
                                           (os.POSIX_SPAWN_OPEN, 2, "/dev/null", os.O_WRONLY, 0)])
        _, _, usage = os.wait4(pid, 0)
    return usage.ru_utime + usage.ru_stime


def verdict(formsh, form, value):
    line = json.dumps({"f": value}) + "\n"
    out = subprocess.run([formsh, "fill", "--form", form, "-"], input=line.encode(),
                         capture_output=True).stdout.decode()
    result = json.loads(out)
    if result["ok"]:
        return "ok"
    return "too costly" if "too costly" in result["errors"]["f"] else "no match"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--formsh", default=".build/release/formsh")
    parser.add_argument("--records", type=int, default=20)
    parser.add_argument("--lengths", default="30,400,3000,30000,300000")
    parser.add_argument("--no-jit", action="store_true")
    args = parser.parse_args()
    formsh = os.path.abspath(args.formsh)
    lengths = [int(x) for x in args.lengths.split(",")]
    worst = 0.0
    with tempfile.TemporaryDirectory() as directory:
        form = os.path.join(directory, "form.json")
        records = os.path.join(directory, "records.jsonl")
        empty = os.path.join(directory, "empty.jsonl")
        with open(empty, "w") as file:
            file.write('{"f":""}\n' * args.records)
        print("%-40s %8s %12s %12s" % ("pattern", "length", "ms per match", "verdict"))
        for pattern, make in SHAPES:
            if args.no_jit:
                pattern = "(*NO_JIT)" + pattern
            with open(form, "w") as file:
                json.dump({"form_title": "t", "fields": [
                    {"id": "f", "order": 1, "type": "TEXT", "label": "F", "regex": pattern}]}, file)
            for n in lengths:
                value = make(n)
                with open(records, "w") as file:
                    file.write((json.dumps({"f": value}) + "\n") * args.records)
                base = cpu(formsh, form, empty)
                spent = max(0.0, cpu(formsh, form, records) - base) / args.records * 1000
                worst = max(worst, spent)
                print("%-40s %8d %12.2f %12s" % (pattern, len(value.encode()), spent,
                                                   verdict(formsh, form, value)))
                sys.stdout.flush()
    print("worst: %.2f ms of CPU per match" % worst)


if __name__ == "__main__":
    main()
