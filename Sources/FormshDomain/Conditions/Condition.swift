/// A condition of a form (`visible_if`, `required_if`, a rule's `check`): a JSON Logic rule on
/// the form's values, or a broken one, which counts as false (a rule that is not JSON Logic,
/// or names an operator that does not exist: the form's load diagnostics say so).
public struct Condition: Sendable {
  /// What the condition is.
  public enum Body: Sendable {
    /// A rule read once, evaluated on every change.
    case rule(LogicRule)
    /// A condition that cannot be evaluated; it counts as false.
    case broken(reason: String)
  }

  /// The rule, or why there is none.
  public let body: Body
  /// The condition as the form wrote it, for `lint --json`.
  public let source: LogicValue
  /// The same as compact JSON, for `why`.
  public let text: String

  /// What the condition reads, each once: the field of each path it reads (its first key),
  /// then each group it reads whole (`groupReads`).
  public let reads: [FieldID]
  /// The groups it reads whole (`LogicRule.groupReads`): each stands for every field the
  /// group holds (`Form.positionsRead(by:)` lists them).
  public let groupReads: [FieldID]

  /// A condition from a rule, or a broken one.
  public init(_ body: Body, source: LogicValue, text: String) {
    self.body = body
    self.source = source
    self.text = text
    guard case .rule(let rule) = body else {
      reads = []
      groupReads = []
      return
    }
    groupReads = rule.groupReads
    var seen: Set<FieldID> = []
    reads = (rule.paths.compactMap(\.root) + rule.groupReads).filter { seen.insert($0).inserted }
  }

  /// Whether the condition may read any field (`{"var": ""}`, a computed path).
  public var readsEverything: Bool {
    guard case .rule(let rule) = body else { return false }
    return rule.readsUnknownPaths
  }

  /// Whether the condition reads nothing at all, so it can never change.
  public var isConstant: Bool {
    guard case .rule(let rule) = body else { return false }
    return rule.isConstant
  }

  /// What the condition gives on the form's values (`data`: field id → value as the payload
  /// carries it, null when empty or hidden): whether it holds, or the error evaluating it
  /// met (then it counts as false). Unless `quotingValues`, the error names the types of the
  /// values it met, not the values (the condition reads a secure field).
  public func evaluate(_ data: LogicValue, quotingValues: Bool = true) -> ConditionOutcome {
    var budget = LogicBudget()
    return evaluate(data, budget: &budget, quotingValues: quotingValues)
  }

  /// What the rule gives on `data`, as a value (a computed field's `value`,
  /// `default_value_from`), or why it gives none: the reason of a broken rule, the evaluation
  /// error (`NaN: …`), or `budget`'s exhaustion, which it shares with the other evaluations
  /// of the same work (it is not evaluated once that is spent).
  public func result(_ data: LogicValue, budget: inout LogicBudget) -> Result<
    LogicValue, ConditionFailure
  > {
    switch body {
    case .broken(let reason): return .failure(ConditionFailure(message: reason))
    case .rule(let rule):
      if let spent = budget.exhaustion { return .failure(ConditionFailure(message: spent)) }
      do {
        return .success(try rule.evaluate(data, budget: &budget))
      } catch {
        return .failure(ConditionFailure(message: error.message))
      }
    }
  }

  /// The same, as one of a form's conditions evaluated together: `budget` is shared by them
  /// all (and the computed values of the same work). An evaluation that ran out of its
  /// own bounds or was stopped, or that the spent budget leaves out, is `.unfinished`.
  package func evaluate(_ data: LogicValue, budget: inout LogicBudget, quotingValues: Bool = true)
    -> ConditionOutcome
  {
    switch body {
    case .broken(let reason): return .unusable(reason)
    case .rule(let rule):
      if let spent = budget.exhaustion { return .unfinished(spent) }
      do {
        return try rule.evaluate(data, budget: &budget, quotingValues: quotingValues).isTruthy
          ? .holds : .fails
      } catch {
        return error.isExhaustion ? .unfinished(error.message) : .failed(error.message)
      }
    }
  }
}

/// What a condition gave on the form's values.
public enum ConditionOutcome: Sendable, Equatable {
  /// Its value is truthy.
  case holds
  /// Its value is falsy.
  case fails
  /// Evaluating it met an error (NaN and the like); it counts as false.
  case failed(String)
  /// It cannot be evaluated at all (a broken rule, a cycle: the form's diagnostics say so);
  /// it counts as false.
  case unusable(String)
  /// Evaluating it ran out of a budget (its own, or the one it shares: `LogicBudget`), or was
  /// stopped (Ctrl-C, SIGTERM): whether it holds is not known. It counts as false for what is
  /// shown, and the values cannot be judged: validation fails on it
  /// (`FormStatus.unfinished`), and a batch fill's record is an error.
  case unfinished(String)

  /// Whether the condition counts as true.
  public var isTrue: Bool { self == .holds }
}

/// Why a rule gave no value: its message (`NaN: a string cannot be compared with 5`).
public struct ConditionFailure: Error, Sendable, Equatable {
  /// What went wrong, in words.
  public let message: String
}
