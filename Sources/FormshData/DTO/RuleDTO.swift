import FormshDomain
import FormshJSON

/// One element of `rules`, as decoded.
public struct RuleDTO: Sendable {
  /// Position in `rules`, from 1.
  public let position: Int
  /// What the element is when it is not an object; it is skipped.
  public var notObject: String?
  /// `check`: a JSON Logic rule, as written.
  public var check: JSONValue?
  public var message: String?
  /// `fields`: the ids the error is shown on; strings are kept, anything else is a problem.
  public var fields: [String] = []
  /// Problems found while decoding.
  public var problems: [Diagnostic.Problem] = []

  /// Decodes a rule leniently.
  public init(json value: JSONValue, position: Int) {
    self.position = position
    guard case .object(let object) = value else {
      notObject = value.typeDescription
      return
    }
    var reader = MemberReader(object, level: .rule, place: "rule #\(position)")
    check = reader.raw("check")
    message = reader.string("message")
    for element in reader.array("fields") ?? [] {
      switch element {
      case .string(let id): fields.append(id)
      case .number(let id): fields.append(id)
      default:
        reader.note(.wrongType(key: "fields", expected: "field ids", found: element.excerpt))
      }
    }
    problems = reader.problems
  }
}
