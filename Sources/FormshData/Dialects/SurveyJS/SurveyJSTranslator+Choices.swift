/// The options of choice questions and ratings.
extension SurveyJSTranslator {
  /// The most options a rating or a `choicesMin`…`choicesMax` range is made into; a longer
  /// range is a NUMBER field with bounds (a rating) or reported (a dropdown).
  static let maximumGeneratedOptions = 1_000

  /// A choice question's options: `choices` (strings, numbers or `{value, text}`), a
  /// dropdown's `choicesMin`…`choicesMax`, the other and none items, `choicesByUrl`; and a
  /// multi-select's bounds.
  mutating func choices(
    _ object: JSONObject, into draft: inout FieldDraft, at pointer: String
  ) {
    var options = self.options(object["choices"], of: draft.id, at: pointer.pointer("choices"))
    if object["choicesMin"] != nil || object["choicesMax"] != nil {
      numberedChoices(object, into: &options, of: draft.id, at: pointer)
    }
    if object["showNoneItem"] == .bool(true) || object["hasNone"] == .bool(true) {
      let label = SurveyJSText.of(object["noneText"]) ?? "None"
      options.append(Self.option(.string("none"), label: label))
    }
    if object["showOtherItem"] == .bool(true) || object["hasOther"] == .bool(true) {
      let label = SurveyJSText.of(object["otherText"]) ?? "Other (describe)"
      options.append(Self.option(.string("other"), label: label))
      report(
        "other item's comment of question `\(draft.id)`",
        "is not kept (the option \"other\" is)",
        at: pointer.pointer(object["showOtherItem"] != nil ? "showOtherItem" : "hasOther"))
    }
    draft.options = options
    if let source = object["choicesByUrl"]?.objectValue {
      choicesByURL(source, into: &draft, at: pointer)
    }
    if draft.allowMultiple {
      draft.minSelections = object["minSelectedChoices"]?.integerValue.flatMap { $0 > 0 ? $0 : nil }
      draft.maxSelections = object["maxSelectedChoices"]?.integerValue.flatMap { $0 > 0 ? $0 : nil }
    }
  }

  /// A dropdown's `choicesMin`…`choicesMax` (by `choicesStep`) as numbered options: SurveyJS
  /// starts at 0 where a bound is not given and steps by at least 1. A range that is not of
  /// whole numbers, or runs backwards, is reported rather than left without a word.
  private mutating func numberedChoices(
    _ object: JSONObject, into options: inout [JSONValue], of id: String, at pointer: String
  ) {
    let bounds = ["choicesMin", "choicesMax", "choicesStep"].map { key in
      (key, object[key], object[key].map { $0.integerValue } ?? (key == "choicesStep" ? 1 : 0))
    }
    for (key, value, whole) in bounds where value != nil && whole == nil {
      report(
        "`\(key)` \(value!.excerpt) of question `\(id)`",
        "is not a whole number formsh can count by; no numbered options made",
        at: pointer.pointer(key))
      return
    }
    guard let minimum = bounds[0].2, let maximum = bounds[1].2, let given = bounds[2].2 else {
      return
    }
    guard minimum <= maximum else {
      report(
        "choices \(minimum) to \(maximum) of question `\(id)`",
        "run backwards; no numbered options made", at: pointer.pointer("choicesMax"))
      return
    }
    let step = Swift.max(given, 1)
    let count = (maximum - minimum) / step + 1
    if count <= Self.maximumGeneratedOptions {
      for number in stride(from: minimum, through: maximum, by: step) {
        options.append(Self.option(.number(String(number)), label: String(number)))
      }
    } else {
      report(
        "choices \(minimum) to \(maximum) of question `\(id)`",
        "are more than \(Self.maximumGeneratedOptions); not made into options",
        at: pointer.pointer("choicesMax"))
    }
  }

  /// `choicesByUrl`: its `url` as `options_url`, its `path` as `options_path`. formsh reads
  /// each option as `{id, label}`, so other `valueName`/`titleName` are reported.
  private mutating func choicesByURL(
    _ source: JSONObject, into draft: inout FieldDraft, at pointer: String
  ) {
    let here = pointer.pointer("choicesByUrl")
    guard let url = source["url"]?.stringValue,
      url.hasPrefix("http://") || url.hasPrefix("https://")
    else {
      report("`choicesByUrl` of question `\(draft.id)`", "has no http(s) url; ignored", at: here)
      return
    }
    draft.optionsURL = url
    if let path = source["path"]?.stringValue, !path.isEmpty {
      draft.optionsPath = "$." + path.split(separator: ".").map(String.init).joined(separator: ".")
    }
    let value = source["valueName"]?.stringValue ?? "id"
    let title = source["titleName"]?.stringValue ?? "label"
    if value != "id" || title != "label" {
      report(
        "`choicesByUrl` of question `\(draft.id)` (value `\(value)`, title `\(title)`)",
        "is read as options of `id` and `label`", at: here)
    }
  }

  /// Options from a `choices` or `rateValues` array.
  mutating func options(_ value: JSONValue?, of id: String, at pointer: String) -> [JSONValue] {
    guard case .array(let choices) = value else { return [] }
    var options: [JSONValue] = []
    for (index, choice) in choices.enumerated() {
      guard work.charge() else { break }
      let skipped = { (translator: inout SurveyJSTranslator) in
        translator.report(
          "choice of question `\(id)`", "has no string or number value; skipped",
          at: pointer.pointer(index))
      }
      switch choice {
      case .string(let text): options.append(Self.option(.string(text), label: text))
      case .number(let text): options.append(Self.option(.number(text), label: text))
      case .bool(let on):
        options.append(Self.option(.string(on ? "true" : "false"), label: on ? "true" : "false"))
      case .object(let object):
        guard let value = object["value"], value != .null else {
          skipped(&self)
          continue
        }
        let id: JSONValue
        switch value {
        case .string, .number: id = value
        case .bool(let on): id = .string(on ? "true" : "false")
        default:
          skipped(&self)
          continue
        }
        for key in ["visibleIf", "enableIf"] where object[key] != nil {
          report(
            "`\(key)` of a choice of question `\(id)`", "is not supported; ignored",
            at: pointer.pointer(index).pointer(key))
        }
        let label = SurveyJSText.of(object["text"]) ?? SurveyJSText.of(value) ?? ""
        options.append(Self.option(id, label: label))
      default: skipped(&self)
      }
    }
    return options
  }

  /// One option `{id, label}`.
  static func option(_ id: JSONValue, label: String) -> JSONValue {
    .object(.of(("id", id), ("label", .string(label))))
  }

  /// A rating: its `rateValues` as options, else `rateMin`…`rateMax` (or `rateCount`
  /// values) by `rateStep`, as options when few, else a NUMBER with bounds.
  mutating func rating(
    _ object: JSONObject, name: String, label: String, at pointer: String
  ) -> FieldDraft {
    var draft = FieldDraft(id: name, type: "DROPDOWN", label: label)
    let values = options(object["rateValues"], of: name, at: pointer.pointer("rateValues"))
    if !values.isEmpty {
      draft.options = values
      return draft
    }
    let minimum = object["rateMin"]?.integerValue ?? 1
    let step = Swift.max(object["rateStep"]?.integerValue ?? 1, 1)
    let count = object["rateCount"]?.integerValue
    let maximum = object["rateMax"]?.integerValue ?? count.map { minimum + ($0 - 1) * step } ?? 5
    guard minimum <= maximum else {
      report("rating `\(name)`", "has rateMin past rateMax; it has no options", at: pointer)
      draft.options = []
      return draft
    }
    if (maximum - minimum) / step < Self.maximumGeneratedOptions {
      draft.options = stride(from: minimum, through: maximum, by: step).map {
        Self.option(.number(String($0)), label: String($0))
      }
    } else {
      draft = FieldDraft(id: name, type: "TEXT", subtype: "NUMBER", label: label)
      draft.min = .number(String(minimum))
      draft.max = .number(String(maximum))
      if step != 1 {
        report(
          "rateStep of rating `\(name)`", "is not kept (any number in range is taken)",
          at: pointer.pointer("rateStep"))
      }
    }
    return draft
  }
}
