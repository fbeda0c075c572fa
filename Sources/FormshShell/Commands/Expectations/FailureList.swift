import FormshDomain

/// Failing fields in one line, for what an expectation found.
enum FailureList {
  static func describe(_ failures: [FieldFailure]) -> String {
    let list = failures.map { "\($0.field) (\($0.message))" }.joined(separator: ", ")
    return failures.count == 1
      ? "1 failing field: \(list)" : "\(failures.count) failing fields: \(list)"
  }
}
