import Foundation
import Testing

/// The cases `FailureClassTests` runs, one table per class of failure.
extension FailureClassTests {
  static let usage: [Case] = [
    Case(
      failure: "unknown option", via: "-c", arguments: ["-c", "show", "--bogus"], status: 2,
      stderr: "formsh: error: unknown option --bogus\nusage: formsh ",
      stderrHolds: ["\nSee 'formsh --help'.\n"]),
    Case(
      failure: "unknown option", via: "stdin", arguments: ["--bogus"], stdin: "show\n",
      status: 2, stderr: "formsh: error: unknown option --bogus\nusage: formsh ",
      stderrHolds: ["\nSee 'formsh --help'.\n"]),
    Case(
      failure: "unknown option", via: "run", arguments: ["run", "--bogus", "$TMP/fails.formsh"],
      status: 2, stderr: "formsh run: error: unknown option --bogus\nusage: formsh run ",
      stderrHolds: ["\nSee 'formsh run --help'.\n"]),
    Case(
      failure: "unknown option", via: "test",
      arguments: ["test", "--bogus", "$TMP/fails.formsh"], status: 2,
      stderr: "formsh test: error: unknown option --bogus\nusage: formsh test ",
      stderrHolds: ["\nSee 'formsh test --help'.\n"]),
    Case(
      failure: "unknown option", via: "fill",
      arguments: ["fill", "--bogus", "--form", "Forms/signup.json", "$TMP/invalid.jsonl"],
      status: 2, stderr: "formsh fill: error: unknown option --bogus\nusage: formsh fill ",
      stderrHolds: ["\nSee 'formsh fill --help'.\n"]),
    Case(
      failure: "unknown option", via: "lint", arguments: ["lint", "--jsn", "Forms/signup.json"],
      status: 2,
      stderr:
        "formsh lint: error: unknown option --jsn\nusage: formsh lint [--json] [--strict] [--dialect NAME] FORM…\n"
        + "See 'formsh lint --help'.\n"),
    Case(
      failure: "missing operand", via: "-c", arguments: ["-c", "show", "a.json", "b.json"],
      status: 2, stderr: "formsh: error: one form at most (got 2)\nusage: formsh "),
    Case(
      failure: "missing operand", via: "run", arguments: ["run"], status: 2,
      stderr: "formsh run: error: no script given\nusage: formsh run "),
    Case(
      failure: "missing operand", via: "test", arguments: ["test", "Forms"], status: 2,
      stderr: "formsh test: error: no scenarios (*.formsh) found\nusage: formsh test "),
    Case(
      failure: "missing operand", via: "fill", arguments: ["fill", "--form"],
      status: 2, stderr: "formsh fill: error: --form needs a value\nusage: formsh fill "),
    Case(
      failure: "missing operand", via: "lint", arguments: ["lint"], status: 2,
      stderr: "formsh lint: error: no form given\nusage: formsh lint "),
  ]

  static let malformedForm: [Case] = [
    Case(
      failure: "malformed form", via: "-c", arguments: ["-c", "show", "$TMP/broken.json"],
      status: 65, stderr: "formsh: error: $TMP/broken.json:1:16: unexpected end of input"),
    Case(
      failure: "malformed form", via: "stdin", arguments: ["$TMP/broken.json"], stdin: "show\n",
      status: 65, stderr: "formsh: error: $TMP/broken.json:1:16: unexpected end of input"),
    Case(
      failure: "malformed form", via: "a script line", arguments: ["-c", "load $TMP/broken.json"],
      status: 65, stderr: "-c:1: error: $TMP/broken.json:1:16: unexpected end of input"),
    Case(
      failure: "malformed form", via: "run",
      arguments: ["run", "--form", "$TMP/broken.json", "$TMP/fails.formsh"], status: 65,
      stderr: "formsh run: error: $TMP/broken.json:1:16: unexpected end of input"),
    Case(
      failure: "malformed form", via: "test",
      arguments: ["test", "--form", "$TMP/broken.json", "$TMP/fails.formsh"], status: 65,
      stderr: "formsh test: error: $TMP/broken.json:1:16: unexpected end of input"),
    Case(
      failure: "malformed form", via: "fill",
      arguments: ["fill", "--form", "$TMP/broken.json", "$TMP/invalid.jsonl"], status: 65,
      stderr: "formsh fill: error: $TMP/broken.json:1:16: unexpected end of input"),
    Case(
      failure: "malformed form", via: "lint", arguments: ["lint", "$TMP/broken.json"],
      status: 65, stderr: "formsh lint: error: $TMP/broken.json:1:16: unexpected end of input"),
  ]

  static let unreadableForm: [Case] = [
    Case(
      failure: "unreadable form", via: "-c", arguments: ["-c", "show", "/nonexistent/f.json"],
      status: 66,
      stderr: "formsh: error: /nonexistent/f.json: cannot read: No such file or directory\n"),
    Case(
      failure: "unreadable form", via: "stdin", arguments: ["/nonexistent/f.json"],
      stdin: "show\n", status: 66,
      stderr: "formsh: error: /nonexistent/f.json: cannot read: No such file or directory\n"),
    Case(
      failure: "unreadable form", via: "a script line",
      arguments: ["-c", "load /nonexistent/f.json"], status: 66,
      stderr: "-c:1: error: /nonexistent/f.json: cannot read: No such file or directory\n"),
    Case(
      failure: "unreadable form", via: "run",
      arguments: ["run", "--form", "/nonexistent/f.json", "$TMP/fails.formsh"], status: 66,
      stderr: "formsh run: error: /nonexistent/f.json: cannot read: No such file or directory\n"),
    Case(
      failure: "unreadable form", via: "test",
      arguments: ["test", "--form", "/nonexistent/f.json", "$TMP/fails.formsh"], status: 66,
      stderr: "formsh test: error: /nonexistent/f.json: cannot read: No such file or directory\n"),
    Case(
      failure: "unreadable form", via: "fill",
      arguments: ["fill", "--form", "/nonexistent/f.json", "$TMP/invalid.jsonl"], status: 66,
      stderr: "formsh fill: error: /nonexistent/f.json: cannot read: No such file or directory\n"),
    Case(
      failure: "unreadable form", via: "lint", arguments: ["lint", "/nonexistent/f.json"],
      status: 66,
      stderr: "formsh lint: error: /nonexistent/f.json: cannot read: No such file or directory\n"),
    Case(
      failure: "a directory as form", via: "lint", arguments: ["lint", "$TMP/adir"], status: 66,
      stderr: "formsh lint: error: $TMP/adir: cannot read: is a directory\n"),
  ]

  static let unreadableInput: [Case] = [
    Case(
      failure: "unreadable script", via: "-c", arguments: ["-c", "source /nonexistent/s.formsh"],
      status: 66,
      stderr: "-c:1: error: /nonexistent/s.formsh: cannot read: No such file or directory\n"),
    Case(
      failure: "unreadable script", via: "stdin", arguments: ["Forms/signup.json"],
      stdin: "source /nonexistent/s.formsh\n", status: 66,
      stderr: "<stdin>:1: error: /nonexistent/s.formsh: cannot read: No such file or directory\n"
    ),
    Case(
      failure: "unreadable script", via: "run", arguments: ["run", "/nonexistent/s.formsh"],
      status: 66,
      stderr: "formsh run: error: /nonexistent/s.formsh: cannot read: No such file or directory\n"
    ),
    Case(
      failure: "a directory as script", via: "run", arguments: ["run", "$TMP/adir"], status: 66,
      stderr: "formsh run: error: $TMP/adir: cannot read: is a directory\n"),
    Case(
      failure: "unreadable script", via: "test", arguments: ["test", "/nonexistent/s.formsh"],
      status: 66,
      stderr:
        "formsh test: error: /nonexistent/s.formsh: cannot read: No such file or directory\n"),
    Case(
      failure: "unreadable records", via: "fill",
      arguments: ["fill", "--form", "Forms/signup.json", "/nonexistent/r.jsonl"], status: 66,
      stderr: "formsh fill: error: /nonexistent/r.jsonl: cannot read: No such file or directory\n"
    ),
    Case(
      failure: "a directory as records", via: "fill",
      arguments: ["fill", "--form", "Forms/signup.json", "$TMP/adir"], status: 66,
      stderr: "formsh fill: error: $TMP/adir: cannot read: is a directory\n"),
  ]

  static let unwritableOutput: [Case] = [
    Case(
      failure: "submit --out in a missing directory", via: "-c",
      arguments: ["-c", validSignup + "submit --out $TMP/missing/out.json", "Forms/signup.json"],
      status: 73,
      stderr: "-c:4: error: $TMP/missing/out.json: cannot write: No such file or directory\n"),
    Case(
      failure: "submit --out onto a directory", via: "-c",
      arguments: ["-c", validSignup + "submit --out $TMP/adir", "Forms/signup.json"],
      status: 73, stderr: "-c:4: error: $TMP/adir: cannot write: Is a directory\n"),
    Case(
      failure: "record in a missing directory", via: "-c",
      arguments: ["-c", "record $TMP/missing/r.formsh"], status: 73,
      stderr: "-c:1: error: $TMP/missing/r.formsh: cannot write: No such file or directory\n"),
    Case(
      failure: "record onto a directory", via: "-c", arguments: ["-c", "record $TMP/adir"],
      status: 73, stderr: "-c:1: error: $TMP/adir: cannot write: Is a directory\n"),
    Case(
      failure: "submit --out in a missing directory", via: "stdin",
      arguments: ["Forms/signup.json"], stdin: validSignup + "submit --out $TMP/missing/out.json\n",
      status: 73,
      stderr: "<stdin>:4: error: $TMP/missing/out.json: cannot write: No such file or directory\n"
    ),
    Case(
      failure: "submit --out in a missing directory", via: "run",
      arguments: ["run", "--form", "Forms/signup.json", "$TMP/out-missing.formsh"], status: 73,
      stderr:
        "$TMP/out-missing.formsh:4: error: $TMP/missing/out.json: cannot write: No such file or directory\n"
    ),
    Case(
      failure: "submit --out onto a directory", via: "run",
      arguments: ["run", "--form", "Forms/signup.json", "$TMP/out-directory.formsh"], status: 73,
      stderr: "$TMP/out-directory.formsh:4: error: $TMP/adir: cannot write: Is a directory\n"),
    Case(
      failure: "--report junit in a missing directory", via: "test",
      arguments: [
        "test", "--report", "junit", "$TMP/missing/junit.xml", "Scripts/scenarios/signup",
      ],
      status: 73,
      stderr:
        "formsh test: error: $TMP/missing/junit.xml: cannot write: No such file or directory\n"),
    Case(
      failure: "--report junit onto a directory", via: "test",
      arguments: ["test", "--report", "junit", "-o", "$TMP/adir", "Scripts/scenarios/signup"],
      status: 73, stderr: "formsh test: error: $TMP/adir: cannot write: Is a directory\n"),
    Case(
      failure: "--output in a missing directory", via: "fill",
      arguments: [
        "fill", "--form", "Forms/signup.json", "--output", "$TMP/missing/out.jsonl",
        "$TMP/invalid.jsonl",
      ],
      status: 73,
      stderr:
        "formsh fill: error: $TMP/missing/out.jsonl: cannot write: No such file or directory\n"),
    Case(
      failure: "--output onto a directory", via: "fill",
      arguments: [
        "fill", "--form", "Forms/signup.json", "--output", "$TMP/adir", "$TMP/invalid.jsonl",
      ],
      status: 73, stderr: "formsh fill: error: $TMP/adir: cannot write: Is a directory\n"),
    Case(
      failure: "submit --out onto a symbolic link", via: "-c",
      arguments: ["-c", validSignup + "submit --out $TMP/link.json", "Forms/signup.json"],
      status: 73,
      stderr: "-c:4: error: $TMP/link.json: cannot write: is a symbolic link; --follow-symlinks"
        + " writes to the file it points to\n"),
    Case(
      failure: "--output onto a symbolic link", via: "fill",
      arguments: [
        "fill", "--form", "Forms/signup.json", "--output", "$TMP/link.json", "$TMP/valid.jsonl",
      ],
      status: 73,
      stderr: "formsh fill: error: $TMP/link.json: cannot write: is a symbolic link;"
        + " --follow-symlinks writes to the file it points to\n"),
    Case(
      failure: "--report junit onto a symbolic link", via: "test",
      arguments: ["test", "--report", "junit", "$TMP/link.json", "$TMP/passes.formsh"],
      status: 73,
      stderr: "formsh test: error: $TMP/link.json: cannot write: is a symbolic link;"
        + " --follow-symlinks writes to the file it points to\n"),
    Case(
      failure: "record onto a full device", via: "-c", arguments: ["-c", "record /dev/full"],
      status: 73,
      stderr:
        "-c:1: error: /dev/full: cannot write: No space left on device; the recording stopped\n"),
    Case(
      failure: "record --force onto a full device", via: "-c",
      arguments: ["-c", "record --force /dev/full\nset full_name=Ada"], status: 73,
      stderr:
        "-c:1: error: /dev/full: cannot write: No space left on device; the recording stopped\n"),
  ]

  /// Standard output that refuses what is written (`/dev/full`, opened for writing only): the
  /// results never arrived, so the run fails with 73 and says so, whatever printed them.
  static let unwritableStandardOutput: [Case] = [
    Case(
      failure: "standard output on a full device", via: "-c", arguments: ["-c", "echo hi"],
      status: 73,
      stderr: "formsh: error: standard output: cannot write: No space left on device\n",
      stdout: .file("/dev/full")),
    Case(
      failure: "standard output on a full device", via: "stdin", arguments: [],
      stdin: "fields\n", status: 73,
      stderr: "formsh: error: standard output: cannot write: No space left on device\n",
      stdout: .file("/dev/full")),
    Case(
      failure: "standard output on a full device", via: "submit",
      arguments: ["-c", validSignup + "submit", "Forms/signup.json"], status: 73,
      stderr: "formsh: error: standard output: cannot write: No space left on device\n",
      stdout: .file("/dev/full")),
    Case(
      failure: "standard output on a full device", via: "run",
      arguments: ["run", "$TMP/passes.formsh"], status: 73,
      stderr: "formsh run: error: standard output: cannot write: No space left on device\n",
      stdout: .file("/dev/full")),
    Case(
      failure: "standard output on a full device", via: "test",
      arguments: ["test", "$TMP/passes.formsh"], status: 73,
      stderr: "formsh test: error: standard output: cannot write: No space left on device\n",
      stdout: .file("/dev/full")),
    Case(
      failure: "standard output on a full device", via: "fill",
      arguments: ["fill", "--form", "Forms/signup.json", "$TMP/valid.jsonl"], status: 73,
      stderr: "formsh fill: error: standard output: cannot write: No space left on device\n",
      stdout: .file("/dev/full")),
    Case(
      failure: "standard output on a full device", via: "lint --json",
      arguments: ["lint", "--json", "Forms/signup.json"], status: 73,
      stderr: "formsh lint: error: standard output: cannot write: No space left on device\n",
      stdout: .file("/dev/full")),
  ]

  static let failed: [Case] = [
    Case(
      failure: "failed expectation", via: "-c", arguments: ["-c", "expect valid"], status: 1,
      stderr: "-c:1: error: expected the form to be valid, found 6 failing fields"),
    Case(
      failure: "failed expectation", via: "stdin", arguments: ["Forms/signup.json"],
      stdin: "expect valid\n", status: 1,
      stderr: "<stdin>:1: error: expected the form to be valid, found 3 failing fields"),
    Case(
      failure: "failed expectation", via: "run",
      arguments: ["run", "--form", "Forms/showcase.json", "$TMP/fails.formsh"],
      status: 1, stderr: "$TMP/fails.formsh:1: error: expected the form to be valid"),
    Case(
      failure: "failed expectation", via: "test", arguments: ["test", "$TMP/fails.formsh"],
      status: 1,
      stdoutHolds: ["FAIL  $TMP/fails.formsh", "$TMP/fails.formsh:1: error: expected the form"]),
    Case(
      failure: "failed command", via: "-c", arguments: ["-c", "set nosuch=1"], status: 1,
      stderr: "-c:1: error: no field \"nosuch\""),
    Case(
      failure: "invalid record", via: "fill",
      arguments: ["fill", "--form", "Forms/signup.json", "$TMP/invalid.jsonl"], status: 1,
      stderr: "1 record: 0 ok, 1 invalid, 0 malformed", stdoutHolds: ["{\"record\":1,\"ok\":false"]
    ),
    Case(
      failure: "a form with an error diagnostic", via: "lint",
      arguments: ["lint", "$TMP/lint-error.json"], status: 1, stdoutHolds: ["error"]),
    Case(
      failure: "refused submit", via: "-c", arguments: ["-c", "submit"], status: 1,
      stderr: "-c:1: error: submit refused: 6 fields fail validation\n"),
    Case(
      failure: "refused submit", via: "stdin", arguments: [], stdin: "submit\n", status: 1,
      stderr: "<stdin>:1: error: submit refused: 6 fields fail validation\n"),
    Case(
      failure: "refused submit", via: "run",
      arguments: ["run", "--form", "Forms/showcase.json", "$TMP/refused.formsh"],
      status: 1, stderr: "$TMP/refused.formsh:1: error: submit refused: 6 fields fail"),
    Case(
      failure: "refused submit", via: "test", arguments: ["test", "$TMP/refused.formsh"],
      status: 1, stdoutHolds: ["FAIL  $TMP/refused.formsh", "error: submit refused"]),
  ]
}
