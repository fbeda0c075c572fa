import FormshData
/// Why a CSV row, or its header, cannot be read.
public struct CSVError: Error, Sendable, Equatable {
  /// What is wrong with the row.
  public let message: String

  /// An error with its message.
  public init(message: String) {
    self.message = message
  }
}
