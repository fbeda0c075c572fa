import FormshData
import FormshDomain

/// A request as a `curl` command line for a POSIX shell (`submit --curl`, `formsh test
/// --curl FILE`): the method, the URL, every header it goes out with, the session's cookies
/// for the URL and the body, each word quoted so that `sh` gives curl exactly those bytes.
///
/// No secret is written. Every secret the session knows (`Secrets`: `--secret` variables,
/// secure fields' values, secret headers, cookies, URL passwords) is written as a `${NAME}`
/// that the shell expands, in whatever spelling it has in the request (as given, escaped in
/// JSON, percent-encoded in a form body): the variable it came from, else the name `name`
/// gives it (a secure field's `${PASSWORD}`, as `record` names it); a secret header with no
/// known secret in it is its own `${AUTHORIZATION}`, and each cookie `${COOKIE_NAME}`. What
/// is left is masked, as everywhere.
struct CurlLine {
  /// A piece of a word: text as it is, or a variable the shell expands: as it is, or
  /// escaped as JSON escapes a string's characters (in a JSON body, so that the variable
  /// holds the value itself, whatever quotes, backslashes or newlines it has).
  enum Part: Equatable {
    case text(String)
    case variable(String)
    case jsonVariable(String)
  }

  /// The words after `curl`.
  private(set) var words: [[Part]] = []

  /// The line for `request`, sent with `headers` and the cookies of these names (their
  /// values are never written). `name` names the variable of a secret value that no
  /// `--secret` variable holds; when it gives none, the header's name does, or `URL_PASSWORD`
  /// in the URL and `SECRET` in the body.
  init(
    request: HTTPRequest, headers: [HTTPHeader], cookies: [String],
    secrets: Secrets, name: (String) -> String?
  ) {
    let method = request.method.uppercased()
    let inferred = request.body == nil ? "GET" : "POST"
    if method != inferred { words += [[.text("-X")], [.text(method)]] }
    words.append(Self.parts(of: request.url, secrets, name, fallback: "URL_PASSWORD"))
    for header in headers {
      let fallback = Recorder.variableName(for: header.name)
      var value = Self.parts(
        of: header.value, secrets, name, fallback: fallback, excluding: header.value)
      if header.isSecret,
        !value.contains(where: { if case .variable = $0 { true } else { false } }),
        !header.value.isEmpty
      {
        value = [.variable(fallback)]
      }
      words += [[.text("-H")], [.text(header.name + ": ")] + value]
    }
    if !cookies.isEmpty {
      var cookie: [Part] = []
      for (offset, cookieName) in cookies.enumerated() {
        cookie.append(.text((offset == 0 ? "" : "; ") + cookieName + "="))
        cookie.append(.variable(Recorder.variableName(for: "cookie_" + cookieName)))
      }
      words += [[.text("-b")], cookie]
    }
    if let body = request.body {
      let text = String(decoding: body, as: UTF8.self)
      var parts = Self.parts(of: text, secrets, name, fallback: "SECRET")
      let isJSON = headers.contains {
        $0.name.lowercased() == "content-type" && $0.value.lowercased().contains("json")
      }
      if isJSON {
        parts = parts.map { if case .variable(let name) = $0 { .jsonVariable(name) } else { $0 } }
      }
      words += [[.text("--data-binary")], parts]
    }
  }

  /// `curl WORD…` on one line.
  var text: String {
    "curl " + words.map(Self.quoted).joined(separator: " ")
  }

  /// A word for `sh`: text in single quotes (a quote in it as `'\''`), a variable in double
  /// quotes, side by side; a word of letters, digits and `-_./:=@,%+` alone, as it is.
  static func quoted(_ word: [Part]) -> String {
    var merged: [Part] = []
    for part in word {
      if case .text(let text) = part, case .text(let before)? = merged.last {
        merged[merged.count - 1] = .text(before + text)
      } else {
        merged.append(part)
      }
    }
    if merged.count == 1, case .text(let text) = merged[0], !text.isEmpty,
      text.unicodeScalars.allSatisfy({
        $0.isASCIILetterOrDigit || "-_./:=@,%+".unicodeScalars.contains($0)
      })
    {
      return text
    }
    let shown = merged.map { part -> String in
      switch part {
      case .text(let text): quotedText(text)
      case .variable(let name): "\"${\(name)}\""
      case .jsonVariable(let name): "\"$(printf %s \"${\(name)}\" | \(jsonEscaping))\""
      }
    }.joined()
    return shown.isEmpty ? "''" : shown
  }

  /// A pipe stage of POSIX tools that writes its input escaped as JSON escapes a string's
  /// characters, byte for byte as formsh's `JSONWriter` does (`"` and `\` escaped, `\n`,
  /// `\r`, `\t`, `\b`, `\f`, another control `\u00xx`, every other byte as it is), with
  /// no trailing newline to lose: `od` lists the bytes, `awk` writes each.
  static let jsonEscaping =
    "od -An -v -tu1 | LC_ALL=C awk '{for(i=1;i<=NF;i++){c=$i+0;"
    + #"if(c==34||c==92)printf "\\%c",c;else if(c==10)printf "\\n";"#
    + #"else if(c==13)printf "\\r";else if(c==9)printf "\\t";"#
    + #"else if(c==8)printf "\\b";else if(c==12)printf "\\f";"#
    + #"else if(c<32)printf "\\u%04x",c;else printf "%c",c}}'"#

  /// Text in single quotes; a control character (one a terminal would act on: C0 but tab
  /// and newline, DEL, C1) as `"$(printf '\ooo')"` of its bytes, so that the line is safe to
  /// show and still gives curl those bytes.
  private static func quotedText(_ text: String) -> String {
    var shown = ""
    var run = ""
    func flush() {
      if !run.isEmpty { shown += "'" + run.replacing("'", with: "'\\''") + "'" }
      run = ""
    }
    for scalar in text.unicodeScalars {
      let value = scalar.value
      guard (value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(value)
      else {
        run.unicodeScalars.append(scalar)
        continue
      }
      flush()
      let octal = String(scalar).utf8.map { "\\" + String($0, radix: 8) }.joined()
      shown += "\"$(printf '\(octal)')\""
    }
    flush()
    return shown
  }

  /// A text with each secret in it a variable, in any of its spellings (`Secrets`: escaped
  /// in JSON, percent-encoded…), the longest first, so that no part of a longer secret is left
  /// beside a shorter one; `excluding` is a value not taken whole (a header's own value, so
  /// that `Bearer ${TOKEN}` keeps its `Bearer `). What is secret and left is masked.
  static func parts(
    of text: String, _ secrets: Secrets, _ name: (String) -> String?, fallback: String,
    excluding: String? = nil
  ) -> [Part] {
    // A variable's value is its variable even when it is the whole header; the header's
    // own (unnamed) secret is not taken whole.
    let entries = secrets.entries.filter { $0.value != excluding || $0.name != nil }
    return split(text, at: entries, name, fallback: fallback).map { part in
      guard case .text(let left) = part else { return part }
      return .text(secrets.scrub(left))
    }
  }

  /// A text cut at each showing of one of `entries` (in each of its spellings), which becomes
  /// its variable.
  private static func split(
    _ text: String, at entries: [Secrets.Entry], _ name: (String) -> String?, fallback: String
  ) -> [Part] {
    let searched = entries.flatMap { entry in
      entry.spellings.filter { !$0.isEmpty }.map { (spelling: $0, entry: entry) }
    }
    let bytes = Array(text.utf8)
    var parts: [Part] = []
    var literal: [UInt8] = []
    func flush() {
      guard !literal.isEmpty else { return }
      parts.append(.text(String(decoding: literal, as: UTF8.self)))
      literal = []
    }
    var index = 0
    while index < bytes.count {
      guard let found = searched.first(where: { bytes[index...].starts(with: $0.spelling) })
      else {
        literal.append(bytes[index])
        index += 1
        continue
      }
      flush()
      parts.append(.variable(found.entry.name ?? name(found.entry.value) ?? fallback))
      index += found.spelling.count
    }
    flush()
    return parts
  }
}
