#!/usr/bin/env python3
"""Checks that a sharded fill gave exactly the verdicts of a single `formsh fill`, by id.

usage: compare_verdicts.py REFERENCE OUTPUT…

REFERENCE is the output of one `formsh fill --id id` over all the records; each OUTPUT is a
file or a folder of part files (Spark's part-*) holding the lines of the sharded run, in any
order. A record's verdict is its whole line but "record" (a shard numbers its records from
1): "ok", the payload or the errors, "id". Every id must appear once on each side, with the
same verdict. Prints what differs (the first few) and exits 1 when anything does. Memory:
one 16-byte digest per record. Standard library only.
"""
import hashlib
import json
import os
import sys


def lines(path):
    if os.path.isdir(path):
        for name in sorted(os.listdir(path)):
            if name.startswith("part-"):
                yield from lines(os.path.join(path, name))
        return
    with open(path, "rb") as handle:
        yield from handle


def verdicts(paths):
    """id (as its JSON text) → digest of the line without "record"; and the problems seen."""
    found, problems = {}, []
    for path in paths:
        for raw in lines(path):
            line = json.loads(raw)
            line.pop("record", None)
            if "id" not in line:
                problems.append(f"a line without \"id\": {raw[:120]!r}")
                continue
            key = json.dumps(line["id"])
            digest = hashlib.blake2b(json.dumps(line, sort_keys=True).encode(), digest_size=16).digest()
            if key in found:
                problems.append(f"id {key} appears twice")
            found[key] = digest
    return found, problems


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__.split("\n\n")[1])
    reference, problems = verdicts(sys.argv[1:2])
    sharded, more = verdicts(sys.argv[2:])
    problems += more
    missing = [key for key in reference if key not in sharded]
    extra = [key for key in sharded if key not in reference]
    differ = [key for key, digest in reference.items() if key in sharded and sharded[key] != digest]
    for what, keys in (("missing from the sharded output", missing),
                       ("not in the reference", extra), ("with another verdict", differ)):
        if keys:
            problems.append(f"{len(keys)} ids {what}, e.g. {', '.join(keys[:5])}")
    for problem in problems[:10]:
        print("compare_verdicts:", problem, file=sys.stderr)
    print(f"{len(reference)} records in the reference, {len(sharded)} in the sharded output: "
          + ("same verdicts" if not problems else f"{len(problems)} problems"))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
