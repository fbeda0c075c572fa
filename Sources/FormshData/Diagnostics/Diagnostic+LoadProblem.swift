import FormshDomain

extension Diagnostic {
  /// The problems found while mapping a form file.
  public typealias Problem = LoadProblem

  /// A diagnostic of a problem found while mapping a form file.
  public init(_ problem: LoadProblem, field: FieldID? = nil) {
    self.init(problem: problem, field: field)
  }

  /// The mapping's problem, when the diagnostic has one.
  public var loadProblem: LoadProblem? { problem as? LoadProblem }
}
