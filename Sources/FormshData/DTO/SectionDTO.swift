import FormshDomain
import FormshJSON

/// One element of `sections`, as decoded.
public struct SectionDTO: Sendable {
  /// Position in `sections`, from 1.
  public let position: Int
  /// What the element is when it is not an object (`"a string"`); it is skipped.
  public var notObject: String?
  public var id: String?
  public var title: String?
  public var description: String?
  /// `visible_if`: a JSON Logic rule, as written.
  public var visibleIf: JSONValue?
  /// `required_if`: a JSON Logic rule, as written.
  public var requiredIf: JSONValue?
  /// Problems found while decoding.
  public var problems: [Diagnostic.Problem] = []

  /// Decodes a section leniently.
  public init(json value: JSONValue, position: Int) {
    self.position = position
    guard case .object(let object) = value else {
      notObject = value.typeDescription
      return
    }
    switch object["id"] {
    case .string(let text)?: id = text
    case .number(let text)?: id = text
    default: id = nil
    }
    var reader = MemberReader(
      object, level: .section,
      place: id.map { "section \(quoted($0))" } ?? "section #\(position)")
    title = reader.string("title")
    description = reader.string("description")
    visibleIf = reader.raw("visible_if")
    requiredIf = reader.raw("required_if")
    problems = reader.problems
  }
}
