#!/usr/bin/env python3
"""Deterministic records for Benchmarks/campaign-bench.json (JSON Lines), with a truth file.

usage: gen_records.py N OUT.jsonl [--truth TRUTH.jsonl] [--seed S] [--ids]

About 80% of the records are valid; the rest break one to three fields, each in a way a real
export would (a field left out or blank, a malformed email or URL, text past the limit, an
option that does not exist, a budget written as words, the terms left unticked, a short
password). Each truth line lists the fields that must be reported for that record, sorted.
Standard library only, so the output depends on N and the seed alone. With --ids, each record
starts with "id":N (its line number, from 1), a key that is no field of the form, for
`formsh fill --id id`; the rest of each record is the same as without it.
"""
import argparse
import json
import random

OBJECTIVES = ["obj_awareness", "obj_traffic", "obj_leads", "obj_sales", "obj_app"]
NETWORKS = ["net_google", "net_meta", "net_tiktok", "net_youtube", "net_linkedin",
            "net_pinterest", "net_snapchat", "net_reddit"]
REQUIRED = ["campaign_name", "daily_budget", "destination_url", "contact_email",
            "account_password", "primary_objective", "ad_networks", "accept_legal"]
TOPICS = ("summer winter launch brand promo holiday clearance premium loyalty referral webinar "
          "trial install lead awareness boost evergreen q1 q2 q3 q4 emea apac").split()
PROSE = ("reach new customers with a limited offer on every order placed before the end of the "
         "quarter including free returns and priority support for members").split()
ACCENTED = ["Été", "Frühling", "東京", "Año", "Crème brûlée"]
HOSTS = ["shop.example.com", "www.example.org", "landing.example.net", "go.example.io"]
MAIL = ["example.com", "mail.example.org", "corp.example.net"]
PASSWORD = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%&*()-_=+[]{};:,.?/\\\"'"


def valid(rng):
    name = " ".join(rng.choice(TOPICS) for _ in range(rng.randint(2, 4))).title()
    if rng.random() < 0.1:
        name = rng.choice(ACCENTED) + " " + name
    record = {"campaign_name": name[:40]}
    if rng.random() < 0.6:
        text = " ".join(rng.choice(PROSE) for _ in range(rng.randint(4, 28)))
        record["description"] = text[:200].capitalize()
    kind = rng.random()
    if kind < 0.35:
        record["daily_budget"] = rng.randint(5, 5000)
    elif kind < 0.5:
        record["daily_budget"] = round(rng.uniform(5, 5000), 2)
    else:
        record["daily_budget"] = "%d.%02d" % (rng.randint(5, 5000), rng.randint(0, 99))
    path = rng.choice(["", "/", "/offer", "/p/%d" % rng.randint(1, 9999)])
    query = "?utm_source=bench&utm_id=%d" % rng.randint(1, 999) if rng.random() < 0.5 else ""
    record["destination_url"] = rng.choice(["https://", "http://"]) + rng.choice(HOSTS) + path + query
    record["contact_email"] = "user%d.%s@%s" % (rng.randint(1, 9999), rng.choice(TOPICS), rng.choice(MAIL))
    record["account_password"] = "".join(rng.choice(PASSWORD) for _ in range(rng.randint(8, 24)))
    record["primary_objective"] = rng.choice(OBJECTIVES)
    record["ad_networks"] = rng.sample(NETWORKS, rng.randint(1, 4))
    if rng.random() < 0.7:
        record["enable_ai_bidding"] = rng.random() < 0.5
    record["accept_legal"] = True
    return record


def spoil(rng, record, taken):
    """Breaks one field not in `taken`; returns its id, or None when the kind cannot apply."""
    kind = rng.choice(["missing", "missing", "email", "long", "option", "budget", "terms", "url", "password"])
    if kind == "missing":
        field = rng.choice([f for f in REQUIRED if f not in taken] or [None])
        if field is None:
            return None
        if field == "accept_legal" or rng.random() < 0.7:
            record.pop(field, None)
        else:
            record[field] = [] if field == "ad_networks" else "   "
        return field
    field = {"email": "contact_email", "long": "campaign_name", "option": "primary_objective",
             "budget": "daily_budget", "terms": "accept_legal", "url": "destination_url",
             "password": "account_password"}[kind]
    if field in taken:
        return None
    if kind == "email":
        record[field] = rng.choice(["no-at-sign.example.com", "two@@example.com", "x@localhost", "@example.com"])
    elif kind == "long":
        record[field] = ("Campaign " * 10)[: rng.randint(41, 80)]
    elif kind == "option":
        record[field] = rng.choice(["obj_reach", "OBJ_SALES", "awareness"])
    elif kind == "budget":
        record[field] = rng.choice(["ten", "12,50", "$30", "1O0", "30 EUR"])
    elif kind == "terms":
        record[field] = False
    elif kind == "url":
        record[field] = rng.choice(["example.com/landing", "ftp://example.com/x", "http://", "https://exa mple.com"])
    elif kind == "password":
        record[field] = "".join(rng.choice("abcdef123") for _ in range(rng.randint(3, 7)))
    return field


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("n", type=int)
    parser.add_argument("out")
    parser.add_argument("--truth")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--ids", action="store_true", help='start each record with "id":N')
    args = parser.parse_args()
    rng = random.Random(args.seed)
    invalid = 0
    with open(args.out, "w", encoding="utf-8") as out, open(args.truth or "/dev/null", "w") as truth:
        for number in range(1, args.n + 1):
            record, broken = valid(rng), []
            if rng.random() < 0.2:
                wanted = rng.choice([1, 1, 1, 2, 2, 3])
                while len(broken) < wanted:
                    field = spoil(rng, record, broken)
                    if field:
                        broken.append(field)
            invalid += bool(broken)
            if args.ids:
                # Not drawn from rng: the records are those of a run without --ids.
                record = {"id": number, **record}
            out.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
            truth.write(json.dumps(sorted(broken)) + "\n")
    print("wrote %d records: %d valid, %d invalid" % (args.n, args.n - invalid, invalid))


if __name__ == "__main__":
    main()
