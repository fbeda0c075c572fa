import FormshDomain

/// Every oddity formsh recognises in a form file: what was wrong and what was done about it.
/// Typed, so tests assert `.unknownType("DATE_PICKER")` rather than prose; `message` is the
/// prose users read. The form file's own words (keys, types) appear here, in the Data layer,
/// and never in the domain.
public enum LoadProblem: FormProblem, Equatable {
  /// `type` is missing or not one formsh knows; the field is skipped. `suggestion`: the
  /// known type it is a typo of, if any.
  case unknownType(String?, suggestion: String? = nil)
  /// `subtype` is not one formsh knows; the field is plain text. `suggestion`: the known
  /// subtype it is a typo of, if any.
  case unknownSubtype(String, suggestion: String? = nil)
  /// A key the dialect does not have in this object (`in`: where, `nil` for a field, whose
  /// id the diagnostic carries); it is ignored. `suggestion`: the object's known key it is a
  /// typo of, if any.
  case unknownKey(String, in: String?, suggestion: String?)
  /// `order` is present but not an integer; the field goes after the ordered ones.
  case orderNotInteger(String)
  /// `order` is an integer beyond the 64-bit range; the field goes after the ordered ones.
  case orderOutOfRange(String)
  /// `order` is missing; the field goes after the ordered ones.
  case orderMissing
  /// Another field has the same `order`; file order breaks the tie.
  case orderDuplicated(Int)
  /// A key appears again in one object (`in`: the object's JSON Pointer, empty for the top
  /// level); the first one wins, this one is ignored.
  case duplicateKey(key: String, in: String)
  /// An earlier field has the same id; this one is skipped.
  case duplicateID(String)
  /// An earlier field's id differs from this one only in Unicode normalization (`"é"` and
  /// `"e\u{301}"`): they are one id everywhere, so this one is a duplicate, and is skipped.
  case duplicateIDNormalization(String, first: String)
  /// The field at this position (from 1) has no usable `id`; it is skipped.
  case missingID(position: Int)
  /// The element at this position (from 1) of `fields` is not an object; it is skipped.
  case fieldNotObject(position: Int, found: String)
  /// No `label`: the placeholder or the id is shown instead.
  case missingLabel(fallback: String)
  /// `max_length` is null, zero or negative: no limit.
  case noMaxLength(String)
  /// The default is longer than `max_length`; it was cut.
  case defaultTooLong(max: Int, length: Int)
  /// A default names an option that does not exist; it was dropped.
  case unknownDefaultOption(String)
  /// A single-select has several defaults; only the first is kept.
  case severalDefaults(kept: String)
  /// A dropdown has no options.
  case noOptions(required: Bool)
  /// The regex does not compile; the rule was dropped.
  case badPattern(String, reason: String)
  /// A `regex` too costly to check on a value like `probe`: such values fail validation
  /// with their own message. The rule is kept.
  case slowPattern(String, probe: PatternProbe)
  /// `lint` spent its `seconds` of probing (`PatternCostProbe`) before it reached `count`
  /// patterns: they were not probed. Each match is bounded all the same.
  case patternsNotProbed(count: Int, seconds: Int)
  /// A colour is not `#RRGGBB`; the default colour is used for that role.
  case badColor(role: String, value: String)
  /// A link phrase does not occur in the label; the link is still listed.
  case linkPhraseNotInLabel(String)
  /// A link target is not an http(s) URL; it is not a link.
  case notALink(phrase: String, value: String)
  /// A link target is an http(s) URL that cannot leave formsh as printable ASCII (an
  /// invisible or controlling character, a host outside ASCII, a port above 65535); it is
  /// not a link.
  case unsafeLink(phrase: String, value: String, refusal: LinkTarget.Refusal)
  /// The form has no `fields` key.
  case noFields
  /// The form has no `form_title`; "Untitled form" is shown.
  case noTitle
  /// `fields` is present but not an array.
  case fieldsNotArray(found: String)
  /// A key holds a value of the wrong JSON type; it is ignored.
  case wrongType(key: String, expected: String, found: String)
  /// An option has no usable id; it is skipped.
  case badOption(position: Int)
  /// Two options share an id; the later one is skipped.
  case duplicateOption(String)
  /// A minimum is larger than its maximum; no value can pass.
  case impossibleRange(key: String, min: String, max: String)
  /// A key formsh reads applies only to other kinds of field; it is ignored.
  case notApplicable(key: String, kind: FieldKind)
  /// The field's kind refuses the default as `set` would refuse it; the field starts empty.
  case refusedDefault(reason: String)
  /// A condition (`key` says which: `visible_if`, `section "s" required_if`, `rule #2
  /// check`) cannot be evaluated: an unknown operator, arguments no operator takes, nesting
  /// too deep. It counts as false.
  case badCondition(key: String, reason: String)
  /// A condition reads a path whose first key is no field; it reads as null. `suggestion`:
  /// the field id it is a typo of, if any.
  case conditionReadsNoField(key: String, path: String, suggestion: String? = nil)
  /// A condition reads a field that was skipped (`type`: its type, unknown or missing); it
  /// reads as null.
  case conditionReadsSkippedField(key: String, path: String, type: String?)
  /// A condition reads no field, so it never changes: always true or false (`nil`: its
  /// evaluation fails, so always false).
  case constantCondition(key: String, value: Bool?)
  /// Visibility conditions that read each other, in words (`a → b → a`); each counts as
  /// false.
  case conditionCycle(String)
  /// A computed `value` or a `default_value_from` that cannot be evaluated whatever the
  /// values: the field is left empty (or keeps its default).
  case badValueRule(key: String, reason: String)
  /// Computed values that read each other in a cycle: each stays empty.
  case valueCycle(String)
  /// A `value` or `default_value_from` of a field that is not secure reads a secure field:
  /// it would show the secret in clear; the key is ignored.
  case readsSecret(key: String, field: String)
  /// A `default_value_from` that gave no value on the defaults: the field keeps its default.
  case noStartValue(reason: String)
  /// A computed `value` the starting values cannot work out: the field starts empty, and
  /// fails validation while shown, until its inputs change.
  case notWorkedOut(reason: String)
  /// The load's budget (`LogicBudget`) ran out before this computed `value` and `more`
  /// after it were worked out: they are empty, and the form cannot be submitted as it
  /// stands.
  case overBudget(reason: String, more: Int)
  /// A read-only field whose value fails its own rules: no edit can fix it.
  case readOnlyFails(String)
  /// A field's `enabled_if` reads its own value through a computed field.
  case selfDisabling(through: String)
  /// A member of `submit_data` named like a field: the field's value is submitted.
  case submitDataClash(String)
  /// `action` has no `url` (or an empty one): submit sends nowhere unless `--to` says.
  case actionWithoutURL
  /// `action`'s `url` is not http(s) nor a relative reference; the action is ignored.
  case actionURLNotWeb(String)
  /// `action`'s `method` is not POST, PUT or PATCH; POST is used.
  case actionMethod(String)
  /// `action`'s `as` is not json or form; json is used.
  case actionEncoding(String)
  /// A `submit_data` member is named like a top-level group: the group's object is sent.
  case submitDataGroupClash(String)
  /// `{name}` in a text (`key`) that names no field: it is shown as written.
  case pipeNoField(key: String, name: String, suggestion: String? = nil)
  /// `options_url` is not an http(s) URL: the field has no options.
  case optionsURLNotWeb(String)
  /// `options_path` is not a JSONPath query: the field has no options.
  case badOptionsPath(String, reason: String)
  /// `options` beside `options_url`: the server's options are the field's, these are
  /// ignored.
  case optionsBesideURL
  /// `options_path` without `options_url`: it is ignored.
  case optionsPathWithoutURL
  /// A field names a section `sections` does not have; it goes with the unsectioned fields.
  /// `suggestion`: the section id it is a typo of, if any.
  case unknownSection(String, suggestion: String? = nil)
  /// A section no field joins; it is not shown.
  case emptySection(String)
  /// A `GROUP` without fields (none given, or none kept); it is not shown.
  case emptyGroup
  /// `fields` on a field that is not a `GROUP`; ignored.
  case fieldsNotGroup
  /// An id in a group, or a group's, holds a `.`: a path (`a.b.c`) would not say which field
  /// it names; skipped.
  case dotInGroupedID(String)
  /// A member a group does not read (`required`, `options`…); ignored.
  case notForGroup(key: String)
  /// `section` on a field inside a group: it is shown in its group's section; ignored.
  case sectionInGroup(String)
  /// `repeat` is not an object of `min` and `max` (integers, `min` ≤ `max`): what is wrong,
  /// and the bounds kept.
  case badRepeat(reason: String, kept: String)
  /// A repeating group inside a repeating group: skipped.
  case nestedRepeat
  /// `repeat` on a field that is not a `GROUP`; ignored.
  case repeatNotGroup
  /// The element at this position (from 1) of `sections` has no usable id; it is skipped.
  case missingSectionID(position: Int)
  /// An element of `sections` or `rules` is not an object; it is skipped.
  case notAnObject(key: String, position: Int, found: String)
  /// An earlier section has the same id; this one is skipped.
  case duplicateSection(String)
  /// A section has no `title`; its id is shown instead.
  case missingSectionTitle(String)
  /// A rule has no `check`; it is skipped.
  case ruleWithoutCheck(position: Int)
  /// A rule has no `message`; a message naming the rule is shown.
  case ruleWithoutMessage(position: Int, shown: String)
  /// A rule's `fields` names something that is no field; the error is not shown there.
  /// `suggestion`: the field id it is a typo of, if any.
  case ruleUnknownField(position: Int, id: String, onForm: Bool, suggestion: String? = nil)
  /// A rule's `fields` names a field that was skipped (`type`: its type, unknown or
  /// missing); the error is not shown there.
  case ruleSkippedField(position: Int, id: String, onForm: Bool, type: String?)

  /// How bad it is.
  public var severity: Diagnostic.Severity {
    switch self {
    case .noOptions(required: true): .error
    case .impossibleRange: .error
    case .badCondition, .conditionCycle, .badValueRule, .valueCycle, .readsSecret, .overBudget:
      .error
    case .nestedRepeat: .error
    case .optionsURLNotWeb, .badOptionsPath: .error
    default: .warning
    }
  }

  /// What was wrong and what formsh did about it.
  public var message: String {
    switch self {
    case .unknownType(let type?, let suggestion):
      "unknown type \(quoted(type)); field skipped" + didYouMean(suggestion)
    case .unknownType(nil, _): "no type; field skipped"
    case .unknownSubtype(let subtype, let suggestion):
      "unknown subtype \(quoted(subtype)); treated as PLAIN" + didYouMean(suggestion)
    case .unknownKey(let key, nil, let suggestion):
      "unknown key \(quoted(key)) is ignored" + didYouMean(suggestion)
    case .unknownKey(let key, let place?, let suggestion):
      "unknown key \(quoted(key)) in \(place) is ignored" + didYouMean(suggestion)
    case .orderNotInteger(let raw):
      "order \(raw) is not an integer; placed after the ordered fields"
    case .orderOutOfRange(let raw):
      "order \(raw) is out of range (from \(Int.min) to \(Int.max)); placed after the ordered fields"
    case .orderMissing: "no order; placed after the ordered fields"
    case .orderDuplicated(let order):
      "another field also has order \(order); the one earlier in the file comes first"
    case .duplicateKey(let key, let pointer):
      "duplicate key \(quoted(key)) in \(pointer.isEmpty ? "the top-level object" : pointer);"
        + " the first one wins, this one is ignored"
    case .duplicateID(let id):
      "duplicate id \(quoted(id)); the first one wins, this one is skipped"
    case .duplicateIDNormalization(let id, let first):
      "duplicate id \(quoted(id)): it differs from the earlier \(quoted(first)) only in Unicode"
        + " normalization (\(LoadProblem.codePoints(id)) vs \(LoadProblem.codePoints(first))),"
        + " and ids are compared in NFC; the first one wins, this one is skipped"
    case .missingID(let position): "field #\(position) has no id; skipped"
    case .fieldNotObject(let position, let found):
      "field #\(position) is \(found), not an object; skipped"
    case .missingLabel(let fallback): "no label; showing \(quoted(fallback)) instead"
    case .noMaxLength(let raw): "max_length \(raw) means no limit"
    case .defaultTooLong(let max, let length):
      "default is \(length) characters, longer than max_length \(max); cut to \(max)"
    case .unknownDefaultOption(let id): "default \(quoted(id)) is not an option; dropped"
    case .severalDefaults(let kept): "several defaults on a single-select; kept \(quoted(kept))"
    case .noOptions(required: true): "required dropdown has no options; it can never be submitted"
    case .noOptions(required: false): "dropdown has no options"
    case .badPattern(let pattern, let reason):
      "regex \(quoted(pattern)) does not compile (\(reason)); rule dropped"
    case .slowPattern(let pattern, let probe):
      "regex \(quoted(pattern)) is too costly to check on values like \(described(probe)); such values fail validation"
    case .patternsNotProbed(let count, let seconds):
      "\(count) \(count == 1 ? "regex was" : "regexes were") not probed for cost: lint probes a form's"
        + " regexes for at most \(seconds) seconds; each check of a value is bounded all the same"
    case .badColor(let role, let value):
      "\(role) \(quoted(value)) is not a #RRGGBB colour; using the default"
    case .linkPhraseNotInLabel(let phrase):
      "link phrase \(quoted(phrase)) is not in the label; link still listed"
    case .notALink(let phrase, let value):
      "link \(quoted(phrase)) points to \(quotedURL(value)), not an http(s) URL; not a link"
    case .unsafeLink(let phrase, let value, let refusal):
      "link \(quoted(phrase)) points to \(quotedURL(value)), \(described(refusal)); not a link"
    case .noFields: "no \"fields\" key; the form has no fields"
    case .noTitle: "no form_title; showing \"Untitled form\""
    case .fieldsNotArray(let found):
      "\"fields\" is \(found), not an array; the form has no fields"
    case .wrongType(let key, let expected, let found):
      "\(key) should be \(expected) but is \(found); ignored"
    case .badOption(let position): "option #\(position) has no id; skipped"
    case .duplicateOption(let id): "duplicate option \(quoted(id)); the later one is skipped"
    case .impossibleRange(let key, let min, let max):
      "\(key): minimum \(min) is larger than maximum \(max); no value can pass"
    case .notApplicable(let key, let kind): "\(key) does not apply to a \(kind) field; ignored"
    case .refusedDefault(let reason): "default refused: \(reason); field starts empty"
    case .badCondition(let key, let reason):
      "\(key) cannot be evaluated (\(reason)); it counts as false"
    case .conditionReadsNoField(let key, let path, let suggestion):
      "\(key) reads \(quoted(path)), which is not a field; it reads as null"
        + didYouMean(suggestion)
    case .conditionReadsSkippedField(let key, let path, let type):
      "\(key) reads \(quoted(path)), a field skipped for \(skipReason(type)); it reads as null"
    case .constantCondition(let key, let value?):
      "\(key) reads no field, so it is always \(value)"
    case .constantCondition(let key, nil):
      "\(key) reads no field and cannot be evaluated, so it is always false"
    case .conditionCycle(let cycle):
      "visibility conditions read each other in a cycle: \(cycle); each counts as false"
    case .badValueRule(let key, let reason):
      "\(key) cannot be evaluated (\(reason)); the field "
        + (key == "value" ? "stays empty" : "starts with its default")
    case .valueCycle(let cycle):
      "computed values read each other in a cycle: \(cycle); each stays empty"
    case .readsSecret(let key, let field):
      "\(key) reads the secure field \(quoted(field)): the field would show the secret in clear;"
        + " \(key) is ignored (make this field SECURE too, or read another field)"
    case .noStartValue(let reason): "\(reason); the field starts with its default"
    case .selfDisabling(let through):
      "enabled_if reads the field's own value (through the computed \(quoted(through))): once"
        + " it disables the field, no edit can enable it again"
    case .readOnlyFails(let message):
      "is read-only, and its value fails its own rules (\(message)): no edit can fix it, so"
        + " the form cannot be submitted while the field is shown"
    case .overBudget(let reason, let more):
      "value was not worked out"
        + (more > 0 ? ", nor were the \(more) computed values after it" : "")
        + " (\(reason)): the form is too costly to work out as it starts; they are empty and"
        + " fail validation while shown (a form whose rules read fewer items, or fewer"
        + " rules reading each list, works)"
    case .notWorkedOut(let reason):
      "value cannot be worked out on the starting values (\(reason)); the field is empty, and"
        + " fails validation while shown, until what it reads changes"
    case .submitDataGroupClash(let key):
      "submit_data member \(quoted(key)) is also a group; the group's fields are submitted"
    case .actionWithoutURL:
      "action has no url; submit sends nowhere unless --to URL says where"
    case .actionURLNotWeb(let url):
      "action url \(quoted(url)) is not an http(s) URL nor a path relative to the form's; ignored"
    case .actionMethod(let method):
      "action method \(quoted(method)) is not POST, PUT or PATCH; POST is used"
    case .actionEncoding(let encoding):
      "action as \(quoted(encoding)) is not json or form; json is used"
    case .submitDataClash(let key):
      "submit_data member \(quoted(key)) is also a field; the field's value is submitted"
    case .pipeNoField(let key, let name, let suggestion):
      "\(key) shows {\(name)}, which is not a field; it is shown as written"
        + didYouMean(suggestion)
    case .optionsURLNotWeb(let url):
      "options_url \(quotedURL(url)) is not an http(s) URL; the field has no options"
    case .badOptionsPath(let path, let reason):
      "options_path \(quoted(path)) is not a JSONPath query (\(reason));"
        + " the field has no options"
    case .optionsBesideURL:
      "options is ignored: options_url gives the field's options"
    case .optionsPathWithoutURL: "options_path is ignored: the field has no options_url"
    case .unknownSection(let id, let suggestion):
      "section \(quoted(id)) is not in \"sections\"; the field is shown with the fields that have none"
        + didYouMean(suggestion)
    case .emptySection(let id): "section \(quoted(id)) has no fields; it is not shown"
    case .emptyGroup: "group has no fields; it is not shown"
    case .fieldsNotGroup: "fields applies to a GROUP only; ignored"
    case .dotInGroupedID(let id):
      "id \(quoted(id)) holds a \".\", \"[\" or \"]\", which name paths and items"
        + " (address.city, travellers[2]) in a form with groups; skipped: rename it"
    case .notForGroup(let key): "\(key) does not apply to a GROUP; ignored"
    case .badRepeat(let reason, let kept): "repeat \(reason); the group takes \(kept)"
    case .nestedRepeat:
      "a repeating group inside a repeating group is not supported; skipped"
    case .repeatNotGroup: "repeat applies to a GROUP only; ignored"
    case .sectionInGroup(let id):
      "section \(quoted(id)) is ignored: a field in a group is shown in its group's section"
    case .missingSectionID(let position): "section #\(position) has no id; skipped"
    case .notAnObject(let key, let position, let found):
      "\(key) #\(position) is \(found), not an object; skipped"
    case .duplicateSection(let id):
      "duplicate section \(quoted(id)); the first one wins, this one is skipped"
    case .missingSectionTitle(let id): "section \(quoted(id)) has no title; showing its id"
    case .ruleWithoutCheck(let position): "rule #\(position) has no check; skipped"
    case .ruleWithoutMessage(let position, let shown):
      "rule #\(position) has no message; showing \(quoted(shown))"
    case .ruleUnknownField(let position, let id, let onForm, let suggestion):
      "rule #\(position) names \(quoted(id)), which is not a field; its error "
        + (onForm ? "goes on the form instead" : "is not shown there") + didYouMean(suggestion)
    case .ruleSkippedField(let position, let id, let onForm, let type):
      "rule #\(position) names \(quoted(id)), a field skipped for \(skipReason(type)); its error "
        + (onForm ? "goes on the form instead" : "is not shown there")
    }
  }

  /// `; did you mean "x"?`, or nothing.
  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean \(quoted($0))?" } ?? ""
  }

  /// Why a field was skipped, worded after "a field skipped for ".
  private func skipReason(_ type: String?) -> String {
    type.map { "its unknown type \(quoted($0))" } ?? "having no type"
  }

  /// Why a URL is not a link, worded after "points to URL, ".
  private func described(_ refusal: LinkTarget.Refusal) -> String {
    switch refusal {
    case .notWeb: "not an http(s) URL"
    case .character(let scalar):
      "which holds U+\(hex(scalar)), an invisible or control character"
    case .nonASCIIHost:
      "whose host is not ASCII (formsh does no IDNA: write the host in punycode, xn--…)"
    case .port(let port): "whose port \(port) is above 65535"
    }
  }

  /// A URL that is no link, quoted with every character but printable ASCII written as
  /// `\u{XXXX}`, so that what makes it no link (a no-break or zero-width space) shows.
  private func quotedURL(_ value: String) -> String {
    var text = ""
    for scalar in value.unicodeScalars {
      if scalar.value > 0x20 && scalar.value < 0x7F {
        text.unicodeScalars.append(scalar)
      } else {
        text += "\\u{\(hex(scalar))}"
      }
    }
    return quoted(text)
  }

  /// `202E`: a scalar's code point, at least four hex digits.
  private func hex(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  /// `"a" × 30 + "!b"`.
  private func described(_ probe: PatternProbe) -> String {
    let run = "\(quoted(String(probe.run))) × \(probe.count)"
    return probe.tail.isEmpty ? run : run + " + " + quoted(probe.tail)
  }

  /// The text with every character outside ASCII spelled by its code point
  /// (`cafe\u{301}`), so two spellings that look alike are told apart.
  static func codePoints(_ text: String) -> String {
    var spelled = ""
    for scalar in text.unicodeScalars {
      if scalar.isASCII, !DisplaySafety.isUnsafe(scalar) {
        spelled.unicodeScalars.append(scalar)
      } else {
        spelled += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return spelled
  }
}
