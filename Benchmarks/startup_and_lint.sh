#!/usr/bin/env bash
# Start-up and lint times, side by side with sqlite3 and python3 in one hyperfine run.
# usage: Benchmarks/startup_and_lint.sh   (needs hyperfine and a release build:
#        swift build -c release --product formsh)
set -euo pipefail
cd "$(dirname "$0")/.."
formsh=.build/release/formsh
[ -x "$formsh" ] || { echo "no $formsh; run: swift build -c release --product formsh" >&2; exit 2; }
command -v hyperfine >/dev/null || { echo "needs hyperfine (apt-get install hyperfine)" >&2; exit 2; }
big=$(mktemp -d)/big.json
python3 Benchmarks/gen_form.py 10000 "$big"

peers=()
command -v sqlite3 >/dev/null && peers+=("sqlite3 :memory: 'select 1'")
peers+=("python3 -S -c pass")
hyperfine -N --warmup 10 --runs 300 \
  "$formsh --version" \
  "$formsh -c 'echo hi'" \
  "$formsh lint Forms/showcase.json" \
  "${peers[@]}"
hyperfine -N --warmup 2 --runs 20 \
  "$formsh lint $big" \
  "$formsh lint --json $big"
