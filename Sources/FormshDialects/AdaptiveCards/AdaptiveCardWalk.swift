import FormshJSON

/// A walk through a card in document order: its `body` (into every container: `Container`,
/// `ColumnSet`'s columns, `Table` cells, `Carousel` pages, `ActionSet`s), then its
/// `actions`, into the card of each `Action.ShowCard`. It collects the inputs as fields, the
/// submit actions, the sections the show cards become, the title, and what is lost.
struct AdaptiveCardWalk {
  /// Where an element is, as far as its fields care.
  struct Context {
    /// The section of the show card holding it, if any.
    var section: String?
    /// Whether it, or a container holding it, has `isVisible: false`.
    var hidden = false
    /// The text of the `TextBlock` (or `RichTextBlock`) just before it, if any.
    var precedingText: String?
    /// How deep it is in the card.
    var depth = 0
  }

  /// Containers deeper than this are not walked (reported): no real card nests so deep.
  static let deepest = 64

  /// The import's work: each element and action read is a step.
  let work: ImportWork

  /// The fields, in document order.
  private(set) var fields: [JSONValue] = []
  /// The sections the show cards with inputs became.
  private(set) var sections: [JSONValue] = []
  /// The first `Action.Submit` or `Action.Execute`: the form's submit.
  private(set) var submit: AdaptiveCardElement?
  /// How many show cards have been walked into (their sections' numbers).
  private var showCards = 0
  /// The text of the first `TextBlock` of the card itself (not of a show card's).
  private(set) var firstText: String?
  /// What was lost.
  var problems: DialectProblems

  /// A walk in `context`, charging its work.
  init(context: DialectContext) {
    work = context.work
    problems = DialectProblems(dialect: AdaptiveCardsDialect.title, context: context)
  }

  /// Walks the top-level card.
  mutating func walk(card: AdaptiveCardElement) {
    walkCard(card, Context())
  }

  /// A card's body, then its actions.
  private mutating func walkCard(_ card: AdaptiveCardElement, _ context: Context) {
    walkElements(card.children("body"), context)
    for action in card.children("actions") { walkAction(action, context) }
  }

  /// Elements of one container, in order; a text block is remembered for the input after it.
  private mutating func walkElements(_ elements: [AdaptiveCardElement], _ context: Context) {
    guard context.depth <= Self.deepest else {
      if let first = elements.first {
        problems.report(
          first.name, .nested(deeperThan: Self.deepest),
          at: first.pointer)
      }
      return
    }
    var preceding: String?
    for element in elements {
      guard work.charge() else { return }
      var inner = context
      inner.precedingText = preceding
      inner.depth += 1
      preceding = nil
      reportCommon(element, &inner)
      switch element.type ?? "" {
      case "TextBlock", "RichTextBlock":
        preceding = Self.text(of: element)
        if context.section == nil, firstText == nil { firstText = preceding }
      case let type where type.hasPrefix("Input."):
        let input = AdaptiveCardInput(element: element, context: inner)
        // An input's choices, one step each.
        work.charge(element.object["choices"]?.arrayValue?.count ?? 0)
        if let field = input.field(order: fields.count + 1, problems: &problems) {
          fields.append(.object(field))
        }
      case "Container", "Column", "TableCell", "CarouselPage":
        walkElements(element.children("items"), inner)
      case "ColumnSet":
        walkElements(element.children("columns"), inner)
      case "Table":
        for row in element.children("rows") { walkElements(row.children("cells"), inner) }
      case "Carousel":
        walkElements(element.children("pages"), inner)
      case "ActionSet":
        for action in element.children("actions") { walkAction(action, inner) }
      default:
        continue  // display only: images, fact sets, media hold no data
      }
    }
  }

  /// Templating, visibility, fallbacks and select actions of any element.
  private mutating func reportCommon(_ element: AdaptiveCardElement, _ context: inout Context) {
    let name = element.name
    for key in ["$when", "$data"] where element.object[key] != nil {
      problems.report(
        "\(name) template `\(key)`",
        .unexpandedTemplate, at: element.pointer.pointer(key))
    }
    if element.bool("isVisible") == false, !context.hidden {
      context.hidden = true
      problems.report(
        "\(name) `isVisible: false`",
        .neverShown, at: element.pointer.pointer("isVisible"))
    }
    if !(element.type ?? "").hasPrefix("Input."), element.object["fallback"] != nil {
      problems.report(
        "\(name) `fallback`", .notKept("the element is read as it is"),
        at: element.pointer.pointer("fallback"))
    }
    if let action = element.child("selectAction") { walkAction(action, context) }
  }

  /// An action: a submit is remembered, a show card's inputs join a section, the others are
  /// reported.
  private mutating func walkAction(_ action: AdaptiveCardElement, _ context: Context) {
    guard work.charge() else { return }
    let name = action.name
    switch action.type ?? "" {
    case "Action.Submit", "Action.Execute":
      if let submit {
        problems.report(
          name,
          .secondSubmit(first: submit.string("title").map { "`\($0)`" } ?? "untitled"),
          at: action.pointer)
      } else {
        submit = action
        AdaptiveCardSubmit.report(action, problems: &problems)
      }
    case "Action.ShowCard":
      guard let card = action.child("card") else {
        problems.report(name, .skipped("has no card"), at: action.pointer)
        return
      }
      showCards += 1
      let id = "card\(showCards)"
      let before = fields.count
      let mark = problems.list.count
      var inner = context
      inner.section = id
      inner.depth += 1
      walkCard(card, inner)
      guard fields.count > before else { return }
      let title = action.string("title") ?? id
      sections.append(.object(JSONObject([("id", .string(id)), ("title", .string(title))])))
      problems.report(
        name,
        .readAs(
          "section `\(id)`: its inputs are always shown, and submitted with the rest of the"
            + " card's"), at: action.pointer, before: mark)
    case "Action.ToggleVisibility":
      problems.report(
        name, .notKept("what `isVisible` says at load stays"), at: action.pointer)
    case "Action.OpenUrl":
      let url = action.string("url").map { " (\($0))" } ?? ""
      problems.report(name + url, .notKept("a link, no data"), at: action.pointer)
    default:
      problems.report(name, .unsupported, at: action.pointer)
    }
  }

  /// The text a `TextBlock` or `RichTextBlock` shows (a rich text block's runs joined).
  static func text(of element: AdaptiveCardElement) -> String? {
    if let text = element.string("text") { return text }
    guard case .array(let inlines)? = element.object["inlines"] else { return nil }
    let runs = inlines.compactMap { inline -> String? in
      switch inline {
      case .string(let text): text
      case .object(let run): AdaptiveCardElement(object: run, pointer: "").string("text")
      default: nil
      }
    }
    return runs.isEmpty ? nil : runs.joined()
  }
}
