#!/usr/bin/env bash
# libFuzzer targets for formsh (see RELIABILITY.md).
#
#   Fuzz/run.sh build TARGET            build Fuzz/.build/TARGET
#   Fuzz/run.sh TARGET SECONDS [ARG…]   build, seed the corpus, fuzz for SECONDS (one worker)
#   Fuzz/run.sh repro TARGET FILE…      build, then run the target once on each FILE
#
# TARGET is form-loader, commands, records, logic, jsonpath, masking, cases, yaml (any bytes
# read as YAML: refused with a place, or read into a value whose JSON reads back the same),
# lists (the add/computed path: random add/remove/set on forms with lists and computed fields, each
# edit within its budget and agreeing with a from-scratch recomputation), or one importer's target:
# dialect-json-schema, dialect-json-forms, dialect-surveyjs, dialect-adaptive-cards,
# dialect-formio, dialect-kratos or dialect-openapi (a document of that dialect after up to 16 bytes of mutations
# and a NUL: each byte pair turns one of its values into another JSON type, an extreme number,
# a long string or another of its values; seeded from the dialect's fixtures and samples; one
# binary, built once for the seven, copied under each name).
# One worker process (-fork=1) fuzzes, carrying on past a crash, timeout or out-of-memory input and keeping each in the
# artifacts folder. The Sources/ of the library targets are compiled with the target's
# entry file (Fuzz/Targets/) as one module, instrumented with -sanitize=fuzzer,address;
# `./dev test` and the package build are not touched. The working corpus is
# Fuzz/corpus-work/TARGET (seeded from Forms/, the test fixtures, Scripts/, generated records,
# the JSON Logic suites' cases and the JSONPath Compliance Test Suite's queries); crashes,
# timeouts and out-of-memory inputs land in Fuzz/corpus-work/TARGET-artifacts/. Extra
# arguments go to libFuzzer. Leak detection is off (see RELIABILITY.md, "Fuzzing").
# Fuzz/Seeds/TARGET adds hand-made shapes to the corpus, on every run, without replacing
# anything.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
dialects="json-schema json-forms surveyjs adaptive-cards formio kratos openapi"
targets="form-loader commands records logic jsonpath masking cases lists yaml $(printf 'dialect-%s ' $dialects)"

entry_file() {
  case "$1" in
    form-loader) echo Fuzz/Targets/FormLoaderFuzz.swift ;;
    commands) echo Fuzz/Targets/CommandsFuzz.swift ;;
    records) echo Fuzz/Targets/RecordsFuzz.swift ;;
    logic) echo Fuzz/Targets/LogicFuzz.swift ;;
    jsonpath) echo Fuzz/Targets/JSONPathFuzz.swift ;;
    masking) echo Fuzz/Targets/MaskingFuzz.swift ;;
    cases) echo Fuzz/Targets/CasesFuzz.swift ;;
    lists) echo Fuzz/Targets/ListsFuzz.swift ;;
    yaml) echo Fuzz/Targets/YAMLFuzz.swift ;;
    dialect-json-schema | dialect-json-forms | dialect-surveyjs | dialect-adaptive-cards | \
      dialect-formio | dialect-kratos | dialect-openapi) echo Fuzz/Targets/DialectsFuzz.swift ;;
    *) echo "Fuzz/run.sh: unknown target '$1' (one of: $targets)" >&2; exit 2 ;;
  esac
}

build() {
  local target=$1 entry
  entry=$(entry_file "$target")
  local src=Fuzz/.build/src-$target
  rm -rf "$src" && mkdir -p "$src"
  # One module: the imports between the package's own modules go; CLibEdit, CPCRE2,
  # CUtf8proc, CYAML and CGumbo stay system modules (their module maps, in Sources/C*, link the
  # libraries).
  for module in FormshPlatform FormshDomain FormshCases FormshJSON FormshDialects FormshYAML FormshHTML FormshData \
    FormshFill FormshPresentation FormshSession FormshShell; do
    find "Sources/$module" -name '*.swift' | while read -r file; do
      out="$src/$module-$(echo "${file#Sources/$module/}" | tr / -)"
      sed -E '/^(@testable |@_exported )?import Formsh(Platform|Domain|Cases|JSON|Dialects|YAML|HTML|Data|Fill|Presentation|Session|Shell)$/d' \
        "$file" >"$out"
    done
  done
  # What the package's BuildCommit plugin writes before each build: no commit here.
  printf 'enum BuildCommit {\n  static let name: String? = "fuzz"\n}\n' >"$src/BuildCommit.swift"
  # Compiled whole (-wmo), the one module finds `mode_t` in the Swift overlay shims, which
  # FormshPlatform's files naming it in public declarations do not import; Glibc's, by name.
  printf '#if canImport(Glibc)\n  import Glibc\n  public typealias mode_t = Glibc.mode_t\n#endif\n' >"$src/ModeT.swift"
  echo "Fuzz/run.sh: building $target" >&2
  # In Fuzz/.build, so the module files swiftc leaves beside it stay there.
  (cd Fuzz/.build && swiftc -swift-version 6 -O -g -wmo -parse-as-library -sanitize=fuzzer,address -package-name formsh \
    -module-name FormshFuzz $(for system in "$root"/Sources/C*/; do printf -- '-I %s ' "$system"; done) \
    $(pkg-config --libs libedit 2>/dev/null) -suppress-warnings \
    "$root/$src"/*.swift "$root/Fuzz/Targets/FuzzSupport.swift" "$root/$entry" -o "$target") \
    2> >(grep -v "Cannot export local symbol" >&2)
  # The importers' targets are one binary, which reads its dialect from its name: the other
  # six are copies.
  case "$target" in
    dialect-*) for dialect in $dialects; do
        [ "dialect-$dialect" = "$target" ] || cp "Fuzz/.build/$target" "Fuzz/.build/dialect-$dialect"
      done ;;
  esac
}

seed() {
  local target=$1 corpus=Fuzz/corpus-work/$1
  mkdir -p "$corpus" "Fuzz/corpus-work/$1-artifacts"
  if [ -d "Fuzz/Seeds/$target" ]; then
    for file in "Fuzz/Seeds/$target"/*; do cp -n "$file" "$corpus/seed-$(basename "$file")"; done
  fi
  [ -n "$(ls -A "$corpus" | grep -v '^seed-')" ] && return 0
  case "$target" in
    form-loader)
      cp Forms/*.json Tests/FormshDataTests/Fixtures/*.json Benchmarks/campaign-bench.json "$corpus/"
      ;;
    commands)
      for file in Scripts/*.formsh; do cp "$file" "$corpus/script-$(basename "$file")"; done
      # Single commands of every kind, one file each.
      grep -hv '^#' Scripts/*.formsh | grep -v '^ *$' | sort -u | head -200 | split -l 3 - "$corpus/lines-"
      ;;
    records)
      # The first byte picks the reader: 'j' JSON Lines, 'c' CSV.
      python3 Benchmarks/gen_records.py 60 /tmp/formsh-fuzz-seed.jsonl >/dev/null
      split -l 3 /tmp/formsh-fuzz-seed.jsonl /tmp/formsh-fuzz-seed-
      for file in /tmp/formsh-fuzz-seed-*; do
        { printf 'j'; cat "$file"; } >"$corpus/jsonl-$(basename "$file")"
      done
      rm -f /tmp/formsh-fuzz-seed*
      printf 'ccampaign_name,daily_budget,ad_networks,accept_legal\nSummer,12.50,net_meta,true\n"Q, ""4""",x,"a\nb",no\n' >"$corpus/csv-basic"
      printf 'ccampaign_name,description\n"multi\nline",ok\nstray"quote,x\n' >"$corpus/csv-quotes"
      ;;
    yaml)
      # The YAML documents of the tests, and the JSON fixtures (JSON is YAML too).
      for file in Tests/EndToEndTests/Fixtures/openapi/*.yaml \
        Tests/FormshDataTests/Fixtures/dialects/openapi/*; do
        cp "$file" "$corpus/$(basename "$file")"
      done
      printf 'a: &a [x, x]\nb: [*a, *a]\nc: {d: !!str 1, e: 0x1F, f: .5, g: "q"}\n' >"$corpus/aliases"
      ;;
    masking)
      # A secret, NUL, a text to show it in.
      printf 'hunter2pw\0error: "x" is not a number' >"$corpus/plain"
      printf 'Zq9-s3cr\xc3\xa9t-\xf0\x9f\x94\x91-value-longer-than-forty-characters\0  \xe2\x80\xa6 \x1b[1m' >"$corpus/long"
      printf 'a\\b"c\\\\d\0{"k": "v"}' >"$corpus/json"
      ;;
    logic)
      # Each case of the JSON Logic conformance suites (Tests/Conformance/jsonlogic): its rule, NUL, its data.
      python3 - "$root/Tests/Conformance/jsonlogic" "$corpus" <<'PYTHON'
import json, pathlib, sys
count = 0
for suite in sorted(pathlib.Path(sys.argv[1]).glob("*.json")):
    for case in json.loads(suite.read_text()):
        if isinstance(case, dict):
            seed = json.dumps(case["rule"]) + ("\0" + json.dumps(case["data"]) if "data" in case else "")
            (pathlib.Path(sys.argv[2]) / f"{suite.stem}-{count}").write_text(seed)
            count += 1
PYTHON
      ;;
    jsonpath)
      # Each query of the JSONPath Compliance Test Suite: the query, NUL, its document.
      python3 - Tests/FormshDataTests/Fixtures/jsonpath-compliance-test-suite/cts.json "$corpus" <<'PYTHON'
import json, pathlib, sys
for count, case in enumerate(json.loads(pathlib.Path(sys.argv[1]).read_text())["tests"]):
    seed = case["selector"] + ("\0" + json.dumps(case["document"]) if "document" in case else "")
    (pathlib.Path(sys.argv[2]) / f"cts-{count}").write_text(seed)
PYTHON
      ;;
    cases)
      # The sample forms as they are (an input starting with `{` is a form's JSON), and a
      # few hundred random choices for the form builder.
      cp Forms/*.json "$corpus/"
      for index in $(seq 1 200); do head -c 96 /dev/urandom >"$corpus/choices-$index"; done
      ;;
    lists)
      # Random choices: the form's shape, then the edits.
      for index in $(seq 1 200); do head -c 80 /dev/urandom >"$corpus/choices-$index"; done
      ;;
    dialect-*)
      # The dialect's fixtures and samples, as they are and under a few mutations each.
      local dialect=${target#dialect-} sample
      case "$dialect" in
        json-schema) sample=rsvp.schema ;; json-forms) sample=person.jsonforms ;;
        surveyjs) sample=feedback.survey ;; adaptive-cards) sample=leave.card ;;
        formio) sample=order.formio ;; kratos) sample=registration.kratos ;;
        openapi) sample="" ;;
      esac
      for file in "Tests/FormshDataTests/Fixtures/dialects/$dialect"/*.json \
        ${sample:+"Forms/dialects/$sample.json"}; do
        name=$(basename "$file" .json)
        cp "$file" "$corpus/$name"
        for controls in '\x10\x02' '\x80\x07\x40\x15' '\xf0\xe0\x20\x1b\x60\xc0'; do
          { printf "$controls\0"; cat "$file"; } >"$corpus/$name-$(echo "$controls" | tr -d '\\')"
        done
      done
      ;;
  esac
}

case "${1:-}" in
  build)
    entry_file "${2:?target}" >/dev/null
    mkdir -p Fuzz/.build
    build "$2"
    ;;
  repro)
    target=${2:?target}
    shift 2
    mkdir -p Fuzz/.build
    build "$target"
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "Fuzz/.build/$target" -rss_limit_mb=2048 -timeout=10 "$@"
    ;;
  form-loader | commands | records | logic | jsonpath | masking | cases | lists | yaml | dialect-*)
    target=$1
    seconds=${2:?seconds}
    shift 2
    mkdir -p Fuzz/.build
    build "$target"
    seed "$target"
    # In Fuzz/corpus-work, where libFuzzer's fuzz-N.log files then go.
    cd Fuzz/corpus-work
    dictionary=$target
    case "$target" in dialect-*) dictionary=dialects ;; esac
    SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "../.build/$target" "$target" \
      -dict="$root/Fuzz/Dictionaries/$dictionary.dict" -max_total_time="$seconds" -fork=1 \
      -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 -rss_limit_mb=2048 -timeout=10 \
      -max_len=65536 -artifact_prefix="$target-artifacts/" "$@"
    ;;
  *)
    sed -n '2,26p' "$0" | sed 's/^# \{0,1\}//' >&2
    exit 2
    ;;
esac
