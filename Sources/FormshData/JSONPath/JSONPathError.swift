/// A JSONPath query that does not parse, or is not well typed (RFC 9535 §2.4.3): what was
/// expected and where.
///
/// Its description reads "expected a selector at column 9". Columns are 1-based and counted in
/// Unicode scalars; the end of the query is the column after its last scalar.
public struct JSONPathError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, without the place ("expected a selector").
  public let message: String
  /// The 1-based column, in Unicode scalars, where the problem is.
  public let column: Int

  /// Creates an error at a column.
  public init(message: String, column: Int) {
    self.message = message
    self.column = column
  }

  /// "expected a selector at column 9".
  public var description: String { "\(message) at column \(column)" }
}
