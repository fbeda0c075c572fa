#!/usr/bin/env bash
# fill --to against the local test backend, side by side with Benchmarks/http_peer.py (Python,
# requests when installed) sending the same records to the same server: records/s at each
# concurrency, runs alternating (formsh, peer, formsh, peer …), medians and the median of the
# pairwise ratios. See BENCHMARKS.md, "fill --to".
#
# usage: Benchmarks/fill_to_bench.sh [RECORDS [RUNS [CONCURRENCIES]]]
#        (defaults: 3000 records, 5 runs, "1 4 16"; builds the release binary first)
set -euo pipefail
cd "$(dirname "$0")/.."
records=${1:-3000}
runs=${2:-5}
levels=${3:-"1 4 16"}

swift build -c release --product formsh >&2
formsh=.build/release/formsh
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
                      "display_name": "User %d" % n, "marketing_opt_in": n % 2 == 0,
                      "terms": True}))
PY

python3 Tests/EndToEndTests/Backend/backend.py --port 0 --ignore-stdin > "$work/backend.out" &
backend_pid=$!
for _ in $(seq 100); do grep -q "listening on" "$work/backend.out" 2>/dev/null && break; sleep 0.1; done
port=$(sed -n 's/^listening on //p' "$work/backend.out")
[ -n "$port" ] || { echo "the backend did not start" >&2; exit 1; }
url="http://127.0.0.1:$port/submit"
echo "backend on $url; $records records; $runs alternating runs per concurrency" >&2
# A warm-up of each (the server's first connections, the files in the page cache); the peer
# says which HTTP client it uses.
"$formsh" fill --form Forms/signup.json "$work/records.jsonl" --to "$url" >/dev/null 2>&1
python3 Benchmarks/http_peer.py --to "$url" --concurrency 4 "$work/records.jsonl" \
  >/dev/null 2> "$work/peer.err"
head -1 "$work/peer.err" >&2

# Seconds a command takes (its output checked: one line per record, all accepted).
seconds() {
  local start end
  start=$(date +%s.%N)
  "$@" > "$work/out" 2> "$work/err" || { echo "failed: $* ($(tail -1 "$work/err"))" >&2; exit 1; }
  end=$(date +%s.%N)
  [ "$(grep -c '"ok":true' "$work/out")" = "$records" ] || { echo "not all accepted: $*" >&2; exit 1; }
  echo "$end - $start" | bc -l
}

median() { sort -g | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

printf '%-12s %14s %14s %8s\n' concurrency "formsh rec/s" "python rec/s" ratio
for level in $levels; do
  : > "$work/f"; : > "$work/p"; : > "$work/r"
  for _ in $(seq "$runs"); do
    f=$(seconds "$formsh" fill --form Forms/signup.json "$work/records.jsonl" --to "$url" \
      --concurrency "$level")
    p=$(seconds python3 Benchmarks/http_peer.py --to "$url" --concurrency "$level" \
      "$work/records.jsonl")
    echo "$records / $f" | bc -l >> "$work/f"
    echo "$records / $p" | bc -l >> "$work/p"
    echo "$p / $f" | bc -l >> "$work/r"
  done
  printf '%-12s %14.0f %14.0f %8.2f\n' "$level" "$(median < "$work/f")" "$(median < "$work/p")" \
    "$(median < "$work/r")"
done
