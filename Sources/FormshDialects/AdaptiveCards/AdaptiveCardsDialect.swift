import FormshJSON

/// Adaptive Cards (adaptivecards.io): recognised by `"type": "AdaptiveCard"` at the top
/// level. The card's inputs, wherever they sit in its containers and show cards, become
/// fields named by their `id`; the first `Action.Submit` (or `Action.Execute`) gives the
/// form's `submit_data` from its `data`, so the payload is what the card submits: the
/// inputs' ids and values, plus that data. `docs/dialects/adaptive-cards.md` says what maps
/// to what.
struct AdaptiveCardsDialect: Dialect {
  /// The title of the dialect, for problems.
  static let title = "Adaptive Cards"

  var name: String { "adaptive-cards" }
  var title: String { Self.title }

  func recognises(_ document: JSONObject) -> Bool {
    document["type"] == .string("AdaptiveCard")
  }

  func translate(_ document: JSONObject, in context: DialectContext) -> DialectTranslation {
    let card = AdaptiveCardElement(object: document, pointer: "")
    var walk = AdaptiveCardWalk(context: context)
    reportCard(card, problems: &walk.problems)
    walk.walk(card: card)
    var form: [(key: String, value: JSONValue)] = [
      (
        "form_title",
        .string(
          card.string("title") ?? walk.firstText ?? card.string("speak").flatMap(Self.spoken)
            ?? Self.title)
      )
    ]
    form.append(("fields", .array(walk.fields)))
    if !walk.sections.isEmpty { form.append(("sections", .array(walk.sections))) }
    if let submit = walk.submit, let data = AdaptiveCardSubmit.data(of: submit) {
      form.append(("submit_data", .object(data)))
    }
    return DialectTranslation(form: JSONObject(form), dropped: walk.problems.list)
  }

  /// The card-level members formsh does not keep.
  private func reportCard(_ card: AdaptiveCardElement, problems: inout DialectProblems) {
    let unkept: [(key: String, outcome: DialectProblem.Outcome)] = [
      ("refresh", .notKept("formsh does not ask for a newer card")),
      ("authentication", .notKept("sign in with --header")),
      ("$data", .unexpandedTemplate),
      ("$when", .unexpandedTemplate),
    ]
    for (key, outcome) in unkept where card.object[key] != nil {
      problems.report("card `\(key)`", outcome, at: "".pointer(key))
    }
  }

  /// The words of a card's `speak` (SSML): its tags removed, its spaces collapsed; nil when
  /// nothing is left.
  static func spoken(_ ssml: String) -> String? {
    var words = ""
    var inTag = false
    for character in ssml {
      switch character {
      case "<": inTag = true
      case ">": inTag = false; words.append(" ")
      default: if !inTag { words.append(character) }
      }
    }
    let text = words.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return text.isEmpty ? nil : text
  }
}
