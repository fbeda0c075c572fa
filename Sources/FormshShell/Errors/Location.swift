/// Where a command came from: a file and line, or the prompt.
public struct Location: Sendable, Equatable {
  /// The script's name as the user gave it; `nil` at the prompt.
  public var file: String?
  /// 1-based line.
  public var line: Int

  /// A location in a script.
  public init(file: String?, line: Int) {
    self.file = file
    self.line = line
  }

  /// The prompt.
  public static let prompt = Location(file: nil, line: 0)
}
