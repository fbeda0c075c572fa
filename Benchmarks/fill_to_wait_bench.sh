#!/usr/bin/env bash
# What fill --to costs the machine while it waits for a slow server: RECORDS valid sign-ups
# sent to the test backend's /slow-submit, which sleeps DELAY seconds before each answer, with
# CONCURRENCY requests in flight; prints the wall time, the processor time (user + system, of
# formsh alone, from wait4) and the processor time as a share of the wall time. A client that
# sleeps on its sockets uses a few percent; one that polls in a loop, as much as it waits.
# See BENCHMARKS.md, "fill --to while the server thinks".
#
# usage: Benchmarks/fill_to_wait_bench.sh [RECORDS [CONCURRENCY [DELAY [RUNS]]]]
#        (defaults: 1000 records, 50 in flight, 0.1 s, 3 runs; builds the release binary
#        first, unless FORMSH=/path/to/formsh names the binary to measure)
set -euo pipefail
cd "$(dirname "$0")/.."
records=${1:-1000}
concurrency=${2:-50}
delay=${3:-0.1}
runs=${4:-3}

if [ -z "${FORMSH:-}" ]; then
  swift build -c release --product formsh >&2
  FORMSH=.build/release/formsh
fi
work=$(mktemp -d)
backend_pid=
cleanup() {
  [ -n "$backend_pid" ] && kill "$backend_pid" 2>/dev/null
  rm -rf "$work"
}
trap cleanup EXIT

# Valid sign-ups of Forms/signup.json, each distinct.
python3 - "$records" > "$work/records.jsonl" <<'PY'
import json, sys
for n in range(1, int(sys.argv[1]) + 1):
    print(json.dumps({"email": "user%d@example.com" % n, "password": "twelve chars 4 sure",
                      "display_name": "User %d" % n, "terms": True}))
PY

python3 Tests/EndToEndTests/Backend/backend.py --port 0 --ignore-stdin > "$work/backend.out" &
backend_pid=$!
for _ in $(seq 100); do grep -q "listening on" "$work/backend.out" 2>/dev/null && break; sleep 0.1; done
port=$(sed -n 's/^listening on //p' "$work/backend.out")
[ -n "$port" ] || { echo "the backend did not start" >&2; exit 1; }
url="http://127.0.0.1:$port/slow-submit?seconds=$delay"
echo "$FORMSH: $records records to $url, $concurrency in flight, $runs runs" >&2

# Runs formsh under a launcher that takes its resource usage from wait4 (formsh's alone, not
# the launcher's) and prints "WALL CPU" in seconds; checks that every record was accepted.
measure() {
  python3 - "$@" > "$work/times" <<'PY'
import os, sys, time
start = time.monotonic()
pid = os.fork()
if pid == 0:
    out = os.open(os.environ["OUT"], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    os.dup2(out, 1)
    os.execv(sys.argv[1], sys.argv[1:])
_, status, usage = os.wait4(pid, 0)
wall = time.monotonic() - start
if os.waitstatus_to_exitcode(status) != 0:
    sys.exit("formsh failed: %d" % os.waitstatus_to_exitcode(status))
print("%.3f %.3f" % (wall, usage.ru_utime + usage.ru_stime))
PY
  [ "$(grep -c '"ok":true' "$work/out")" = "$records" ] || { echo "not all accepted" >&2; exit 1; }
  cat "$work/times"
}

printf '%-4s %10s %10s %12s\n' run "wall s" "CPU s" "CPU % wall"
for run in $(seq "$runs"); do
  read -r wall cpu < <(OUT="$work/out" measure "$FORMSH" fill --form Forms/signup.json \
    "$work/records.jsonl" --to "$url" --concurrency "$concurrency" 2> "$work/err")
  printf '%-4s %10.2f %10.3f %11.1f%%\n' "$run" "$wall" "$cpu" "$(echo "100 * $cpu / $wall" | bc -l)"
done
