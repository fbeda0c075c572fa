import FormshJSON

/// The submit action of a card: formsh forms have one submit, so the first `Action.Submit`
/// or `Action.Execute` in document order gives the payload's extra members (its `data`);
/// every later one is reported where the walk meets it.
enum AdaptiveCardSubmit {
  /// The submit action's `data` as `submit_data`: nil when it has none, or `data` is not an
  /// object (which `report` said).
  static func data(of submit: AdaptiveCardElement) -> JSONObject? {
    guard case .object(let data)? = submit.object["data"], !data.members.isEmpty else {
      return nil
    }
    return data
  }

  /// Reports what the form's submit action loses: `associatedInputs: none`, an
  /// `Action.Execute`'s `verb`, `data` that is no object.
  static func report(_ submit: AdaptiveCardElement, problems: inout DialectProblems) {
    let name = submit.name
    if submit.string("associatedInputs")?.lowercased() == "none" {
      problems.report(
        "\(name) `associatedInputs: none`", .notKept("formsh submits every input"),
        at: submit.pointer.pointer("associatedInputs"))
    }
    if let verb = submit.string("verb") {
      problems.report(
        "\(name) verb `\(verb)`", .notSent("formsh sends the inputs and `data`"),
        at: submit.pointer.pointer("verb"))
    }
    switch submit.object["data"] {
    case nil, .null?, .object?:
      return
    case let other?:
      problems.report(
        "\(name) `data` that is \(other.typeDescription)",
        .notSent("formsh merges only an object into the payload"),
        at: submit.pointer.pointer("data"))
    }
  }
}
