import FormshData
import FormshPlatform
import FormshPresentation

/// `--var-file FILE`: plain variables read from a file, either `NAME=VALUE` lines (blank lines
/// and lines starting with `#` skipped; the value is the rest of the line, as it is; a line
/// may begin with `export `, as a shell's .env file has it) or one
/// JSON object whose members are strings, numbers or booleans (a number or boolean as its
/// JSON text). Names follow `--var`'s rule (`Variables.isValidName`); a name given twice in
/// one file is an error. Values are never quoted back in errors: a secret may be there.
enum VariableFile {
  /// The variables of the files at `paths`, a later file's value over an earlier one's.
  static func read(_ paths: [String]) throws(ShellError) -> [String: String] {
    var variables: [String: String] = [:]
    for path in paths {
      for (name, value) in try read(path) { variables[name] = value }
    }
    return variables
  }

  /// The variables of one file, in file order.
  static func read(_ path: String) throws(ShellError) -> [(name: String, value: String)] {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path, asInput: true)
    } catch {
      throw .file(error)
    }
    let start = ByteOrderMark.length(in: bytes)
    let first = bytes[start...].firstIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    if let first, bytes[first] == UInt8(ascii: "[") {
      throw .malformed(
        path: path, line: bytes[..<first].count { $0 == 0x0A } + 1,
        reason: "a JSON var file must hold an object ({\"NAME\": VALUE, …}), not an array")
    }
    return first.map { bytes[$0] } == UInt8(ascii: "{")
      ? try object(bytes, path: path) : try lines(bytes[start...], path: path)
  }

  /// `NAME=VALUE` lines.
  private static func lines(_ bytes: ArraySlice<UInt8>, path: String) throws(ShellError)
    -> [(name: String, value: String)]
  {
    var variables: [(name: String, value: String)] = []
    var lines: [String: Int] = [:]
    for (offset, raw) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = offset + 1
      let content = raw.last == 0x0D ? raw.dropLast() : raw
      guard let line = String(validating: content, as: UTF8.self) else {
        throw .malformed(path: path, line: number, reason: "not UTF-8 text")
      }
      var text = line.drop { $0 == " " || $0 == "\t" }
      if text.isEmpty || text.hasPrefix("#") { continue }
      // `export NAME=VALUE`, as a .env file for a shell has it.
      if text.hasPrefix("export ") {
        text = text.dropFirst("export ".count).drop { $0 == " " || $0 == "\t" }
      }
      guard let equals = text.firstIndex(of: "=") else {
        throw .malformed(
          path: path, line: number,
          reason: "expected NAME=VALUE (or a # comment); this line has no ="
            + " (its text is not shown: it may be a secret)")
      }
      let name = String(text[..<equals])
      if !Variables.isValidName(name) {
        // The text before `=` is not shown: on a line that is not `NAME=VALUE` it may be a
        // secret (`API_KEY: sk-live-…=…`, a base64 token).
        let column = line.unicodeScalars.count - text.unicodeScalars.count + 1
        throw .malformed(path: path, line: number, reason: notAName(name, column: column))
      }
      try check(name, path: path, line: number, seen: &lines)
      variables.append((name, String(text[text.index(after: equals)...])))
    }
    return variables
  }

  /// Why the text before a line's `=`, from `column` of its line, is not a variable's name,
  /// without quoting it: the column of the first character a name cannot hold, and that
  /// character only when it is ASCII punctuation (a space, `-`, `:`), never a letter or digit.
  static func notAName(_ name: String, column: Int) -> String {
    let rule = " (a name has letters, digits and _, not starting with a digit)"
    let scalars = Array(name.unicodeScalars)
    guard let first = scalars.first else {
      return "nothing before the =; a line is NAME=VALUE" + rule
    }
    if ("0"..."9").contains(first) {
      return "the text before = is not a variable's name: it starts with a digit" + rule
    }
    let offset =
      scalars.firstIndex { !($0 == "_" || $0.isASCIILetter || ("0"..."9").contains($0)) } ?? 0
    let bad = scalars[offset]
    let shown =
      switch bad {
      case " ": "a space"
      case "\t": "a tab"
      case _ where bad.isASCII && bad.properties.isPatternSyntax: "\"\(bad)\""
      default: "a character a name cannot hold"
      }
    return "the text before = is not a variable's name: column \(column + offset) is \(shown)"
      + rule
  }

  /// A JSON object of strings, numbers and booleans.
  private static func object(_ bytes: [UInt8], path: String) throws(ShellError)
    -> [(name: String, value: String)]
  {
    let object: JSONObject
    do {
      object = try JSONParser.parseObject(bytes)
    } catch {
      throw .malformed(
        path: path, line: error.line, reason: "\(error.reason) (column \(error.column))")
    }
    var variables: [(name: String, value: String)] = []
    var lines: [String: Int] = [:]
    for (name, member) in object.members {
      let line = self.line(of: name, in: bytes)
      try check(name, path: path, line: line, seen: &lines)
      switch member {
      case .string(let text): variables.append((name, text))
      case .number(let text): variables.append((name, text))
      case .bool(let value): variables.append((name, value ? "true" : "false"))
      case .null, .array, .object:
        throw .malformed(
          path: path, line: line,
          reason: "\"\(name)\" is \(member.typeDescription); a variable's value is a string,"
            + " a number or a boolean")
      }
    }
    return variables
  }

  /// Refuses a name that is not a variable's, or one given before in the file.
  private static func check(_ name: String, path: String, line: Int, seen: inout [String: Int])
    throws(ShellError)
  {
    guard Variables.isValidName(name) else {
      throw .malformed(
        path: path, line: line,
        reason: "\"\(TerminalText.sanitize(String(name.prefix(40))))\" is not a variable's name"
          + " (letters, digits and _, not starting with a digit)")
    }
    if let before = seen[name] {
      throw .malformed(
        path: path, line: line, reason: "\(name) is given again (first on line \(before))")
    }
    seen[name] = line
  }

  /// The line a member's key is on: that of the first `"NAME"` in the text (1 when the key is
  /// written with escapes). A JSON object keeps no positions; this is for errors only.
  private static func line(of name: String, in bytes: [UInt8]) -> Int {
    let key = Array(("\"" + name + "\"").utf8)
    guard key.count <= bytes.count else { return 1 }
    for start in 0...(bytes.count - key.count)
    where bytes[start..<(start + key.count)].elementsEqual(key) {
      return bytes[..<start].count { $0 == 0x0A } + 1
    }
    return 1
  }
}
