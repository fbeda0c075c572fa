/// Why a `NAME: VALUE` is not a header formsh will send.
public struct HTTPHeaderError: Error, Sendable, Equatable {
  /// What is wrong and how it is written.
  public let message: String

  /// Creates an error.
  public init(_ message: String) { self.message = message }
}
