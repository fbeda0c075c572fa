import FormshJSON

/// What the walks of SurveyJS's elements and Form.io's components share, written once: an
/// element is an object with a `type` (else it is reported and skipped), a type formsh does
/// not take is reported in one set of words, containers nest at most `maximumDepth` deep, and
/// the fields made are numbered in the order they were made.
enum ElementWalk {
  /// The deepest nesting of containers (panels, layout) read; deeper ones are reported and
  /// skipped.
  static let maximumDepth = 32

  /// One element of a tree of elements, read: its object, its type (lower case) and its name
  /// (SurveyJS's `name`, Form.io's `key`).
  struct Element {
    let object: JSONObject
    let type: String
    let name: String?
    /// How a problem names it after its type: `` `name` `` with a space before, or nothing.
    var called: String { name.map { " `\($0)`" } ?? "" }
  }

  /// `value` as an element named by `nameKey`; one that is no object or has no type is
  /// reported as `noun` (`element`, `component`) and nil.
  static func element(
    _ value: JSONValue, noun: String, nameKey: String, at pointer: String,
    problems: inout DialectProblems
  ) -> Element? {
    guard let object = value.objectValue else {
      problems.report(noun, .notAnObject, at: pointer)
      return nil
    }
    guard let type = object["type"]?.stringValue?.lowercased() else {
      problems.report(noun, .noType, at: pointer)
      return nil
    }
    return Element(object: object, type: type, name: object[nameKey]?.stringValue)
  }

  /// Reports an element whose type formsh does not take (`known`: one formsh knows it cannot
  /// keep), as "`type` `noun` `name`".
  static func unknownType(
    _ element: Element, noun: String, known: Bool, at pointer: String,
    problems: inout DialectProblems
  ) {
    problems.report(
      "\(element.type) \(noun)\(element.called)",
      .unknownType(of: problems.dialect, known: known), at: pointer)
  }

  /// The fields made, each with its `order` set to its place (the drafts were made before
  /// their places were known).
  static func ordered(_ fields: [JSONObject]) -> [JSONObject] {
    fields.enumerated().map { offset, field in
      var copy = field
      if let index = copy.members.firstIndex(where: { $0.key == "order" }) {
        copy.members[index].value = .number(String(offset + 1))
      }
      return copy
    }
  }
}
