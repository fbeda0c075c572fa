extension KindBehavior {
  public var article: String { "a" }
  public var limits: Limits { [] }
  public var isSecret: Bool { false }
  public var entry: ValueEntry { .inline }
  public var requiredMessage: String { "is required" }

  public func rangeBound(_ input: Input) -> RangeBound? { nil }
  public var rangeBoundDescription: String { "a value" }
  public func orders(_ lhs: RangeBound, before rhs: RangeBound) -> Bool { false }

  public func sameValue(_ lhs: FormValue, _ rhs: FormValue) -> Bool { lhs == rhs }

  public func suggestions(for field: Field) -> [String] { [] }

  public var sampleTexts: [String] { ["Sample text", "sample", "Sample 1234", "a"] }
  public var malformedSamples: [String] { [] }
  public func step(beyond bound: RangeBound, by direction: Int) -> String? { nil }
}
