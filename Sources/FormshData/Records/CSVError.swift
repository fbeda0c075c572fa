/// Why a CSV row cannot be read.
public struct CSVError: Error, Sendable {
  /// What is wrong with the row.
  public let message: String
}
