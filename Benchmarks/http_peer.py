#!/usr/bin/env python3
"""The Python a user would write instead of `formsh fill --to URL --concurrency N`.

usage: python3 Benchmarks/http_peer.py --to URL [--concurrency N] [--timeout S]
                                       [--client auto|requests|http.client] RECORDS

Reads JSON Lines records (RECORDS, or - for standard input) and POSTs each one as JSON to URL
with N concurrent workers, each keeping its connection alive: one `requests.Session` per
thread when `requests` is installed, else one `http.client` connection per thread (standard
library). Standard error says which was used. Writes one line per record, in input order:

    {"record":N,"ok":true|false,"status":201}           (N counts from 1)
    {"record":N,"ok":false,"status":null,"error":"…"}   (no HTTP answer, or a line not JSON)

then a summary on standard error (records, seconds, records/s, the count of each status).
Over HTTPS, a private CA is given the usual way: SSL_CERT_FILE=CERT for http.client,
REQUESTS_CA_BUNDLE=CERT for requests. The exit status is 0 when every record got a 2xx, else 1. Unlike formsh it does not validate
the records against the form first, and does not retry: it is the plain loop a benchmark
compares with.
"""
import argparse
import collections
import concurrent.futures
import http.client
import json
import sys
import threading
import time
import urllib.parse

try:
    import requests
except ImportError:  # the script works without it
    requests = None

local = threading.local()  # each worker thread's own session or connection


def post_with_requests(url, body, timeout):
    session = getattr(local, "session", None)
    if session is None:
        session = local.session = requests.Session()
    response = session.post(url, data=body, timeout=timeout,
                            headers={"Content-Type": "application/json"})
    response.content  # read the whole body, as formsh does
    return response.status_code


def post_with_http_client(url, body, timeout):
    target = urllib.parse.urlsplit(url)
    path = (target.path or "/") + ("?" + target.query if target.query else "")
    headers = {"Content-Type": "application/json", "Content-Length": str(len(body))}
    while True:
        connection = getattr(local, "connection", None)
        reused = connection is not None
        if not reused:
            kind = http.client.HTTPSConnection if target.scheme == "https" else \
                http.client.HTTPConnection
            connection = local.connection = kind(target.hostname, target.port, timeout=timeout)
        try:
            connection.request("POST", path, body=body, headers=headers)
            response = connection.getresponse()
            response.read()
            if response.will_close:
                connection.close()
                local.connection = None
            return response.status
        except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
            connection.close()
            local.connection = None
            if not reused:  # a kept-alive connection the server had closed: reconnect once
                raise
        except Exception:
            connection.close()  # a connection in an unknown state is not reused
            local.connection = None
            raise


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--to", required=True, metavar="URL")
    parser.add_argument("--concurrency", type=int, default=4, metavar="N")
    parser.add_argument("--timeout", type=float, default=30, metavar="S")
    parser.add_argument("--client", choices=["auto", "requests", "http.client"], default="auto")
    parser.add_argument("records", metavar="RECORDS")
    options = parser.parse_args()
    if options.client == "requests" and requests is None:
        parser.error("requests is not installed (pip install requests)")
    if requests is not None and options.client != "http.client":
        post, client = post_with_requests, "requests %s (a Session per thread)" % requests.__version__
    else:
        post = post_with_http_client
        client = "http.client (%s)" % (
            "asked" if options.client == "http.client" else "requests is not installed")
    print("http_peer: using %s, concurrency %d" % (client, options.concurrency), file=sys.stderr)

    source = sys.stdin if options.records == "-" else open(options.records, encoding="utf-8")
    with source:
        lines = [line for line in source.read().splitlines() if line.strip()]

    def send(numbered):
        number, line = numbered
        try:
            body = json.dumps(json.loads(line), ensure_ascii=False).encode("utf-8")
        except ValueError as error:
            return {"record": number, "ok": False, "status": None, "error": "not JSON: %s" % error}
        try:
            status = post(options.to, body, options.timeout)
        except Exception as error:  # any failure is this record's, reported on its line
            return {"record": number, "ok": False, "status": None,
                    "error": "%s: %s" % (type(error).__name__, error)}
        return {"record": number, "ok": 200 <= status < 300, "status": status}

    statuses = collections.Counter()
    started = time.monotonic()
    out = sys.stdout
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, options.concurrency)) as pool:
        for result in pool.map(send, enumerate(lines, 1)):  # yields in input order
            statuses[result["status"] if result["status"] is not None else "error"] += 1
            out.write(json.dumps(result, separators=(",", ":")) + "\n")
    out.flush()
    seconds = time.monotonic() - started
    rate = len(lines) / seconds if seconds > 0 else 0.0
    counts = ", ".join("%s: %d" % (status, count) for status, count in sorted(
        statuses.items(), key=lambda item: str(item[0])))
    print("http_peer: %d records in %.2f s (%.0f records/s); %s" % (
        len(lines), seconds, rate, counts or "nothing sent"), file=sys.stderr)
    ok = sum(count for status, count in statuses.items() if status != "error" and 200 <= status < 300)
    return 0 if ok == len(lines) else 1


if __name__ == "__main__":
    sys.exit(main())
