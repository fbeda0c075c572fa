import FormshDomain
import FormshJSON

/// One element of `options`, as decoded.
public struct OptionDTO: Sendable {
  /// `id`; numbers are accepted and kept as written.
  public var id: String?
  /// `label`.
  public var label: String?
  /// Whether `id` was written as a JSON number.
  public var isNumber = false
  /// Problems found while decoding (keys an option does not have).
  public var problems: [Diagnostic.Problem] = []

  /// Decodes an option (`position`: in `options`, from 1); anything but an object has
  /// neither id nor label.
  public init(json value: JSONValue, position: Int = 1) {
    guard case .object(let object) = value else { return }
    problems = MemberReader.unknownKeys(object, level: .option, place: "option #\(position)")
    switch object["id"] {
    case .string(let text)?: id = text
    case .number(let text)?:
      id = text
      isNumber = true
    default: id = nil
    }
    if case .string(let text)? = object["label"] { label = text }
  }
}
