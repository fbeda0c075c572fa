/// An option of a command: `--json`, or `--out FILE` (also written `--out=FILE`).
struct CommandOption: Sendable, Equatable {
  /// The option as typed, `--json`.
  let name: String
  /// What its value is called in the synopsis (`FILE`); `nil` for a flag.
  let value: String?

  init(_ name: String, value: String? = nil) {
    self.name = name
    self.value = value
  }
}
