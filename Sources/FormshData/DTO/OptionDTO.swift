/// One element of `options`, as decoded.
public struct OptionDTO: Sendable {
  /// `id`; numbers are accepted and kept as written.
  public var id: String?
  /// `label`.
  public var label: String?

  /// Decodes an option; anything but an object has neither id nor label.
  public init(json value: JSONValue) {
    guard case .object(let object) = value else { return }
    switch object["id"] {
    case .string(let text)?: id = text
    case .number(let text)?: id = text
    default: id = nil
    }
    if case .string(let text)? = object["label"] { label = text }
  }
}
