/// Why a JSON Logic rule could not be read or evaluated. Each case has a `type`, the class name
/// the JSON Logic compatibility suites use (`NaN`, `Invalid Arguments`, `Unknown Operator`) or
/// formsh's own for its bounds, and a `message` that says what was wrong.
public enum LogicError: Error, Sendable, Equatable {
  /// A value that should be a number is not one (`{"+": ["apple", 1]}`), a division or
  /// remainder by zero, or a result that is not a finite number. Type `NaN`.
  case notANumber(String)
  /// An operator was given arguments it cannot take: too few or too many, or of a type it does
  /// not work on (`{"map": [null, …]}`). Type `Invalid Arguments`.
  case invalidArguments(operator: String, String)
  /// An object in a rule names no operator formsh knows, or has more than one key. Type
  /// `Unknown Operator`.
  case unknownOperator(String)
  /// A `throw` operation ran: its type is the one the rule gave (`{"throw": "Out of stock"}`).
  case thrown(type: String)
  /// A rule nests deeper than the limit, or a `reduce` builds a value that does. Type
  /// `Too Deep`.
  case tooDeep(limit: Int)
  /// An evaluation needed more work than the limit (operations, plus the elements and
  /// characters of the values it built). Type `Over Budget`.
  case overBudget(limit: Int)
  /// An evaluation built values of more bytes than the limit (`LogicLimits.maximumBytes`).
  /// Type `Over Budget`.
  case overByteBudget(limit: Int)
  /// An evaluation was stopped before it finished, because the run is to stop
  /// (`LogicRule.isInterrupted`: Ctrl-C, SIGTERM). It has no value. Type `Interrupted`.
  case interrupted

  /// The class of the error, as the compatibility suites name it (`NaN`,
  /// `Invalid Arguments`, …).
  public var type: String {
    switch self {
    case .notANumber: "NaN"
    case .invalidArguments: "Invalid Arguments"
    case .unknownOperator: "Unknown Operator"
    case .thrown(let type): type
    case .tooDeep: "Too Deep"
    case .overBudget, .overByteBudget: "Over Budget"
    case .interrupted: "Interrupted"
    }
  }

  /// What was wrong, without the type.
  public var detail: String {
    switch self {
    case .notANumber(let reason): reason
    case .invalidArguments(let name, let reason): "\(name): \(reason)"
    case .unknownOperator(let reason): reason
    case .thrown: "the rule threw it"
    case .tooDeep(let limit): "nested deeper than \(limit) levels"
    case .overBudget(let limit): "the evaluation takes more than \(limit) steps"
    case .overByteBudget(let limit):
      "the evaluation builds values of more than \(limit) bytes (as JSON)"
    case .interrupted: "the evaluation was stopped before it finished"
    }
  }

  /// Whether the evaluation ran past one of its bounds (steps, bytes, the depth of what it
  /// built) or was stopped, rather than met an error of the rule or the data: it has no
  /// answer, and none may be made up for it.
  public var isExhaustion: Bool {
    switch self {
    case .overBudget, .overByteBudget, .tooDeep, .interrupted: true
    default: false
    }
  }

  /// `TYPE: detail`, e.g. `NaN: "apple" is not a number`.
  public var message: String { "\(type): \(detail)" }
}
