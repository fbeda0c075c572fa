/// A submission refused because fields fail validation.
public struct SubmissionRefused: Error, Sendable, Equatable {
  /// Every failing field, in render order.
  public let failures: [FieldFailure]
}
