#!/usr/bin/env python3
"""Records for Benchmarks/list-bench.json: each a booking with three travellers (a repeating
group of three items), about one in ten invalid (an age past 120, a meal that is no option,
a missing name, a bad reference).

usage: Benchmarks/gen_list_records.py N OUT [--seed S] [--flat]

With --flat, the same values for Benchmarks/list-bench-flat.json: the three travellers'
fields as plain fields (t1_name, t1_age, …), to compare a repeating group with the same
fields flat.
"""
import json
import random
import sys


def main():
    args = sys.argv[1:]
    seed = 1
    flat = "--flat" in args
    if flat:
        args.remove("--flat")
    if "--seed" in args:
        at = args.index("--seed")
        seed = int(args[at + 1])
        del args[at:at + 2]
    count, out = int(args[0]), args[1]
    rng = random.Random(seed)
    names = ["Ada Lovelace", "Grace Hopper", "Alan Turing", "Edsger Dijkstra", "Barbara Liskov"]
    with open(out, "w") as f:
        for n in range(count):
            travellers = [
                {"name": rng.choice(names), "age": rng.randint(1, 90),
                 "meal": rng.choice(["std", "veg", "vgn"])}
                for _ in range(3)
            ]
            record = {"booking_ref": "ABC-%04d" % (n % 10000),
                      "email": "guest%d@example.com" % n, "travellers": travellers}
            fault = rng.random()
            if fault < 0.03:
                travellers[1]["age"] = 130
            elif fault < 0.06:
                travellers[2]["meal"] = "fish"
            elif fault < 0.08:
                del travellers[0]["name"]
            elif fault < 0.10:
                record["booking_ref"] = "abc"
            if flat:
                for number, traveller in enumerate(record.pop("travellers"), start=1):
                    for key, value in traveller.items():
                        record["t%d_%s" % (number, key)] = value
            f.write(json.dumps(record, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
