// Fuzz target: the one masking step every writer goes through (issue 26). The input is a
// secret, a NUL byte, then a text. The secret is shown inside the text as formsh's writers may
// show one (as given, as a terminal shows it, JSON-escaped, cut short with an ellipsis as an
// excerpt cuts it, wrapped onto an indented line, split by a colour change) and written
// through the console's three writers (results, errors, events); then it is given as a
// `--secret` variable to an interpreter on the built-in form, which puts it into fields and
// runs the commands that show values, conditions and errors. No piece of the secret of 8
// characters (the whole of a shorter one) that the surrounding text does not hold by itself
// may reach anything written.

nonisolated(unsafe) let showcase = try! BuiltinFormSource().load()

/// The pieces of `secret` to look for: every run of 8 characters (or the whole, if shorter)
/// that `innocent` does not hold already.
func pieces(of secret: String, besides innocent: String) -> [String] {
  let characters = Array(secret)
  let length = min(8, characters.count)
  return (0...(characters.count - length)).map { String(characters[$0..<($0 + length)]) }
    .filter { !innocent.contains($0) && !$0.contains("*") }
}

func checkNoPiece(_ text: String, of secret: String, besides innocent: String, _ what: String) {
  for piece in pieces(of: secret, besides: innocent) {
    guard let found = text.firstRange(of: piece) else { continue }
    let from =
      text.index(found.lowerBound, offsetBy: -200, limitedBy: text.startIndex) ?? text.startIndex
    let to = text.index(found.upperBound, offsetBy: 200, limitedBy: text.endIndex) ?? text.endIndex
    FuzzCheck.fail(
      "\(what) shows \(piece.debugDescription) of the secret \(secret.debugDescription): "
        + String(text[from..<to]).debugDescription)
  }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMasking(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = FuzzCheck.bytes(data, size)
  guard let nul = bytes.firstIndex(of: 0) else { return 0 }
  let secret = String(decoding: bytes[..<nul], as: UTF8.self)
  let text = String(decoding: bytes[(nul + 1)...], as: UTF8.self)
  // A secret too short to be looked for, one of masks, or one made of whitespace or line
  // breaks (masked whole only as written) says nothing here.
  guard secret.count >= Secrets.shortest, secret.count <= 400,
    !secret.contains(where: { $0 == "*" || $0.isWhitespace || $0.isNewline }),
    !secret.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
  else { return 0 }

  var secrets = Secrets()
  secrets.remember(secret, name: "S")
  let cut = text.index(text.startIndex, offsetBy: text.count / 2)
  let before = String(text[..<cut])
  let after = String(text[cut...])
  let characters = Array(secret)
  let split = min(max(1, bytes.count % characters.count), characters.count - 1)
  let head = String(characters[..<split])
  let tail = String(characters[split...])
  var showings = [
    secret,
    JSONWriter.string(.string(secret)).dropFirst().dropLast().description,
    head + "\n      " + tail,
    head + "\u{1B}[0m\u{1B}[1m" + tail,
  ]
  if characters.count > Secrets.shortestCut {
    showings.append(String(characters.prefix(max(Secrets.shortestCut, characters.count / 2))) + "…")
  }
  // Two writes to one stream put one's end beside the next one's start; the error writer
  // shows controls escaped (`\x00`), the text around the secret too.
  let around = [before, after + before]
  let innocent = (around + around.map { TerminalText.sanitizeKeepingNewlines($0) })
    .joined(separator: "\u{0}")
  for showing in showings {
    let out = StringSink()
    let err = StringSink()
    let console = Console(out: out, err: err)
    console.secrets = secrets
    let written = before + showing + after
    console.print(written)
    console.printError(written)
    console.printEvent(written)
    console.flush()
    checkNoPiece(out.text, of: secret, besides: innocent, "standard output")
    checkNoPiece(err.text, of: secret, besides: innocent, "standard error")
  }

  // Through an interpreter: the secret in a plain field, a secure one and a condition's data.
  func session(_ value: String) -> (out: String, err: String) {
    let out = StringSink()
    let err = StringSink()
    let interpreter = Interpreter(
      session: Session(showcase), console: Console(out: out, err: err),
      settings: ShellSettings(
        interactive: false, render: RenderOptions(mode: .none, width: 60), echo: true),
      variables: Variables(defined: ["S": value], marked: ["S"], environment: { _ in nil }))
    interpreter.readSecret = { _ in nil }
    for line in [
      "set full_name=${S}", "set bio=${S}", "set password=${S}", "set budget=${S}",
      "set website=${S}", "select country ${S}", "show", "fields", "describe full_name",
      "describe password", "why full_name", "validate", "state --json", "echo ${S}",
      "expect value full_name = x${S}", "expect value password = x", "history", "status",
    ] {
      interpreter.run(line: line, at: Location(file: "fuzz", line: 1))
    }
    return (out.text, err.text)
  }
  let shown = session(secret)
  let baseline = session(String(repeating: "Q", count: secret.count))
  let seen = baseline.out + "\u{0}" + baseline.err
  checkNoPiece(shown.out, of: secret, besides: seen, "the session's output")
  checkNoPiece(shown.err, of: secret, besides: seen, "the session's errors")
  return 0
}
