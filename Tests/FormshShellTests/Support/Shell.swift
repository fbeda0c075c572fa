import Foundation
import FormshData
import FormshPlatform
import FormshDomain
import FormshPresentation
import FormshSession

@testable import FormshShell

/// An interpreter on a sample form whose output goes to strings: what a user of a script (or
/// the prompt) would read on standard output and standard error.
final class Shell {
  let out = StringSink()
  let err = StringSink()
  let interpreter: Interpreter

  /// The package's root directory.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// A shell on `Forms/NAME.json` (the built-in showcase when `nil`); `secrets` are variables
  /// given with `--secret NAME=VALUE`, `variables` with `--var`; `format` is `--format`'s.
  init(
    form name: String? = nil, interactive: Bool = false, echo: Bool = false, bail: Bool = false,
    inputIsTerminal: Bool = false, format: OutputFormat = .text, variables: [String: String] = [:],
    secrets: [String: String] = [:], environment: [String: String] = [:]
  ) throws {
    let loaded =
      try name.map { try Shell.sample($0) } ?? BuiltinFormSource().load()
    let settings = ShellSettings(
      interactive: interactive, render: RenderOptions(mode: .none, width: 80), echo: echo,
      bail: bail, inputIsTerminal: inputIsTerminal, format: format)
    interpreter = Interpreter(
      session: Session(loaded), console: Console(out: out, err: err), settings: settings,
      variables: Variables(
        defined: variables.merging(secrets) { $1 }, marked: Set(secrets.keys),
        environment: { environment[$0] }))
  }

  /// `Forms/NAME.json`, named by its relative path.
  static func sample(_ name: String) throws -> LoadedForm {
    let path = "Forms/\(name).json"
    return try FormDecoder.decode(try FileSystem.read(root + "/" + path), source: path)
  }

  /// Runs lines as a script named `name`, as `formsh run` would; returns the run's status.
  @discardableResult
  func script(_ text: String, name: String = "test.formsh") -> Int32 {
    ScriptRunner(interpreter: interpreter).run(PlainLineReader(text: text), name: name)
    return interpreter.exitRequest ?? interpreter.status
  }

  /// Runs one line at the prompt.
  @discardableResult
  func prompt(_ line: String) -> Bool {
    interpreter.run(line: line, at: .prompt)
  }

  var stdout: String { out.text }
  var stderr: String { err.text }
  var status: Int32 { interpreter.status }
  var session: Session { interpreter.session }

  /// The current value of a field.
  func value(_ id: String) -> FormValue? { interpreter.session.state[id] }
}

/// A directory of its own under the system's temporary directory, removed by `remove()`.
struct TemporaryDirectory {
  let path: String

  init() throws {
    path = NSTemporaryDirectory() + "formsh-tests-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  func write(_ name: String, _ text: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
  }

  func read(_ name: String) -> String? {
    FileManager.default.contents(atPath: path + "/" + name).map {
      String(decoding: $0, as: UTF8.self)
    }
  }

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
