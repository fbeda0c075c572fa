import FormshData
import FormshPlatform

/// `expect state FILE`: the session is as the snapshot `state --json > FILE` saved; on a
/// mismatch, the number of differences and the first `shownDifferences` of them, field by
/// field (`StateDiff`).
struct StateExpectation: Expectation, Equatable {
  static let word = "state"
  static let synopsis = "expect state FILE"

  let path: String

  init(path: String) { self.path = path }

  init(_ arguments: Arguments) throws(ParseError) {
    guard arguments.count == 2 else { throw arguments.usage("expected one snapshot file") }
    path = arguments[1]
  }

  func judge(in context: FormContext) throws(ShellError) {
    let snapshot = try read()
    guard case .object(let found) = StateSnapshot.json(of: context.form) else { return }
    let secrets = Set(context.form.session.form.fields.filter(\.kind.isSecret).map(\.id))
    let differences = StateDiff(expected: snapshot, found: found, secrets: secrets).differences
      .flatMap { $0.split(separator: "\n").map(String.init) }
    guard !differences.isEmpty else { return }
    let count = differences.count == 1 ? "1 difference" : "\(differences.count) differences"
    var lines = differences.prefix(Self.shownDifferences).map { "  " + $0 }
    if differences.count > Self.shownDifferences {
      lines.append("  … and \(differences.count - Self.shownDifferences) more")
    }
    throw .expectation(
      expected: "the state saved in \(path)", found: count + ":\n" + lines.joined(separator: "\n"))
  }

  /// Names no field.
  var namedField: String? { nil }

  /// The differences listed; the rest are counted.
  static let shownDifferences = 20

  /// The snapshot, or why the file is none: unreadable (66), not JSON or not a snapshot of a
  /// version this formsh reads (65).
  private func read() throws(ShellError) -> JSONObject {
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(path, asInput: true)
    } catch {
      throw .file(error)
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(bytes)
    } catch {
      throw .malformed(
        path: path, line: error.line,
        reason: "\(error.reason); not a state snapshot (state --json > \(path) saves one)")
    }
    guard case .object(let object) = value,
      object["format"] == .string(StateSnapshot.format)
    else {
      throw .malformed(
        path: path, line: 1,
        reason: "not a state snapshot (state --json > \(path) saves one)")
    }
    guard object["version"] == .number(String(StateSnapshot.version)) else {
      let version = object["version"].map { JSONWriter.string($0) } ?? "none"
      throw .malformed(
        path: path, line: 1,
        reason:
          "a state snapshot of version \(version); this formsh reads version \(StateSnapshot.version)"
      )
    }
    return object
  }

  static func complete(_ words: [String], _ current: String, _ completer: Completer)
    -> Completion
  {
    words.count == 3 ? completer.paths(current) : .none
  }
}
