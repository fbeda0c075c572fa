import FormshJSON

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
      problems.report(
        "other item's comment of question `\(draft.id)`",
        .notKept("the option \"other\" is"),
        at: pointer.pointer(object["showOtherItem"] != nil ? "showOtherItem" : "hasOther"))
    }
    draft.options = options
    if let source = object["choicesByUrl"]?.objectValue {
      choicesByURL(source, into: &draft, at: pointer)
    }
    if draft.allowMultiple {
      let owner = "question `\(draft.id)`"
      draft.minSelections = problems.limit(
        "minSelectedChoices", of: object, owner: owner, at: pointer)
      draft.maxSelections = problems.limit(
        "maxSelectedChoices", of: object, owner: owner, at: pointer)
    }
  }

  /// A dropdown's `choicesMin`…`choicesMax` (by `choicesStep`) as numbered options: SurveyJS
  /// starts at 0 where a bound is not given and steps by at least 1. A range that is not of
  /// whole numbers (`SourceNumber`), or runs backwards, is reported rather than left without
  /// a word.
  private mutating func numberedChoices(
    _ object: JSONObject, into options: inout [JSONValue], of id: String, at pointer: String
  ) {
    var bounds: [Int] = []
    for (key, unset) in [("choicesMin", 0), ("choicesMax", 0), ("choicesStep", 1)] {
      guard let value = object[key], value != .null else {
        bounds.append(unset)
        continue
      }
      if let whole = SourceNumber(value)?.whole {
        bounds.append(whole)
        continue
      }
      problems.report(
        "`\(key)` \(value.excerpt) of question `\(id)`",
        .noOptions("is not \(SourceNumber.wholeBound), which formsh counts by"),
        at: pointer.pointer(key))
    }
    guard bounds.count == 3 else { return }
    let (minimum, maximum, step) = (bounds[0], bounds[1], Swift.max(bounds[2], 1))
    guard minimum <= maximum else {
      problems.report(
        "choices \(minimum) to \(maximum) of question `\(id)`",
        .noOptions("run backwards"), at: pointer.pointer("choicesMax"))
      return
    }
    // Both bounds are within ±2^53: their difference is an `Int`.
    let count = (maximum - minimum) / step + 1
    if count <= Self.maximumGeneratedOptions {
      for number in stride(from: minimum, through: maximum, by: step) {
        options.append(Self.option(.number(String(number)), label: String(number)))
      }
    } else {
      problems.report(
        "choices \(minimum) to \(maximum) of question `\(id)`",
        .noOptions("are more than \(Self.maximumGeneratedOptions)"),
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
      problems.report(
        "`choicesByUrl` of question `\(draft.id)`", .skipped("has no http(s) url"), at: here)
      return
    }
    draft.optionsURL = url
    if let path = source["path"]?.stringValue, !path.isEmpty {
      draft.optionsPath = "$." + path.split(separator: ".").map(String.init).joined(separator: ".")
    }
    let value = source["valueName"]?.stringValue ?? "id"
    let title = source["titleName"]?.stringValue ?? "label"
    if value != "id" || title != "label" {
      problems.report(
        "`choicesByUrl` of question `\(draft.id)` (value `\(value)`, title `\(title)`)",
        .readAs("options of `id` and `label`"), at: here)
    }
  }

  /// Options from a `choices` or `rateValues` array.
  mutating func options(_ value: JSONValue?, of id: String, at pointer: String) -> [JSONValue] {
    guard case .array(let choices) = value else { return [] }
    var options: [JSONValue] = []
    for (index, choice) in choices.enumerated() {
      guard work.charge() else { break }
      let skipped = { (translator: inout SurveyJSTranslator) in
        translator.problems.report(
          "choice of question `\(id)`", .skipped("has no string or number value"),
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
          problems.report(
            "`\(key)` of a choice of question `\(id)`", .unsupported,
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
  /// values) by `rateStep`, as options when they are few whole numbers, else a NUMBER with
  /// the same bounds, as written. Each number is read through `SourceNumber`: one that is
  /// not a number (or not a whole one, for `rateCount`) is reported, naming the bound, never
  /// replaced by the default range in silence.
  mutating func rating(
    _ object: JSONObject, name: String, label: String, at pointer: String
  ) -> FieldDraft {
    var draft = FieldDraft(id: name, type: "DROPDOWN", label: label)
    let values = options(object["rateValues"], of: name, at: pointer.pointer("rateValues"))
    if !values.isEmpty {
      draft.options = values
      return draft
    }
    let owner = "rating `\(name)`"
    let minimum =
      problems.finiteNumber("rateMin", of: object, owner: owner, at: pointer)
      ?? SourceNumber(whole: 1)
    let given = problems.finiteNumber("rateStep", of: object, owner: owner, at: pointer)
    let step = given.map { $0.whole.map { Swift.max($0, 1) } } ?? 1
    var maximum = problems.finiteNumber("rateMax", of: object, owner: owner, at: pointer)
    if maximum == nil,
      let count = problems.wholeNumber("rateCount", of: object, owner: owner, at: pointer)
    {
      maximum = Self.highest(from: minimum, count: count, step: step)
      if maximum == nil {
        let why =
          minimum.whole == nil || step == nil
          ? "cannot be counted from rateMin \(minimum.text) by rateStep \(given?.text ?? "1")"
            + " (formsh counts in whole numbers)"
          : "counts past \(SourceNumber.largest) from rateMin \(minimum.text) by rateStep"
            + " \(step ?? 1)"
        problems.report(
          "`rateCount` \(count) of \(owner)", .skipped(why), at: pointer.pointer("rateCount"))
      }
    }
    let highest = maximum ?? SourceNumber(whole: 5)
    guard minimum.value <= highest.value else {
      problems.report(
        "rating `\(name)`", .noOptions("has rateMin past rateMax"), at: pointer)
      draft.options = []
      return draft
    }
    if let low = minimum.whole, let high = highest.whole, let step,
      (high - low) / step < Self.maximumGeneratedOptions
    {
      draft.options = stride(from: low, through: high, by: step).map {
        Self.option(.number(String($0)), label: String($0))
      }
      return draft
    }
    draft = FieldDraft(id: name, type: "TEXT", subtype: "NUMBER", label: label)
    draft.min = minimum.json
    draft.max = highest.json
    if let given, given.whole != 1 {
      problems.report(
        "rateStep of rating `\(name)`", .notKept("any number in range is taken"),
        at: pointer.pointer("rateStep"))
    }
    return draft
  }

  /// The highest value of a rating of `count` values from `minimum` by `step`: nil when it is
  /// past ±2^53 − 1, or not counted in whole numbers.
  private static func highest(from minimum: SourceNumber, count: Int, step: Int?)
    -> SourceNumber?
  {
    guard let low = minimum.whole, let step,
      let span = SourceNumber.product(count - 1, step),
      let high = SourceNumber.sum(low, span)
    else { return nil }
    return SourceNumber(.number(String(high)))
  }
}
