/// Everything one kind of field does: how the form names it, what it accepts, which limits it
/// takes, what it validates and sends, how it is described, summarised, compared and recorded.
/// One conforming type per kind, in a folder of its own under `Kinds/`; the registry
/// (`FieldKind.allCases`) lists them. Nothing outside the kinds and their renderers asks which
/// kind a field is: it asks the kind.
///
/// A field holds its kind's behaviour from the moment it is built, so no call switches over
/// kinds. `accept` and `payload` consume what they are given, so the text of a record's value
/// can move into the field's value and on into the payload (batch fill does this for every
/// field of every record).
///
/// Most requirements have defaults for the shape of value the kind holds (`TextualKind`,
/// `OnOffKind`, `ChoiceKind`); a kind overrides what differs. `byteAccept` has none: each
/// kind says in its own file whether, and how, batch fill may take its values from bytes.
///
/// Kinds are classes (stateless, one instance each in the registry): batch fill calls a
/// field's behaviour for every field of every record, and an existential of a class is
/// copied by a retain, where one of a struct went through its type's value witnesses.
public protocol KindBehavior: AnyObject, Sendable {
  /// The kind's name, as `lint --json` prints it and messages say it: `text`, `date`.
  var name: String { get }
  /// "a" or "an", for messages ("is an email field").
  var article: String { get }
  /// How a form file names the kind: its type and subtype, in upper case.
  var spellings: [KindSpelling] { get }
  /// The shape of the value: text, on/off, or options. Decides which commands apply.
  var shape: ValueShape { get }
  /// The limits a form may set on a field of this kind; any other is ignored with a warning.
  var limits: Limits { get }
  /// Whether the value is a secret: never shown, echoed, recorded or kept in history.
  var isSecret: Bool { get }
  /// How `set FIELD` without a value reads one.
  var entry: ValueEntry { get }

  /// The value of a field the user has not touched and that has no default.
  var emptyValue: FormValue { get }
  /// Turns user input into a value, or refuses what can never be right for this kind
  /// (text past the field's maximum length, letters in a number, an option that does not
  /// exist, a date that is not in the calendar). Nothing is ever cut or changed.
  func accept(_ input: consuming Input, for field: Field) throws(EditError) -> FormValue
  /// What a form's default makes the field start with: `value` is the single default (`nil`
  /// when the form gives none), `list` the list of option ids a form may give instead.
  /// The field is built with everything but its default.
  func startingValue(_ value: Input?, list: [Input], for field: Field) -> StartingValue
  /// A bound of a `.range` limit as the form gives it, or `nil` when it is not one this kind
  /// can compare with (then the limit is ignored with a warning).
  func rangeBound(_ input: Input) -> RangeBound?
  /// What a range bound must look like, for the warning when one does not ("a number").
  var rangeBoundDescription: String { get }
  /// Whether one bound comes before another, so that a minimum above its maximum is caught.
  func orders(_ lhs: RangeBound, before rhs: RangeBound) -> Bool
  /// The rules checked on validate, in order; `required` first when the field is required.
  func rules(isRequired: Bool, constraints: Constraints) -> [any ValidationRule]
  /// What `required` says when an empty value fails it ("is required", "must be checked").
  var requiredMessage: String { get }
  /// The value as the payload carries it.
  func payload(_ value: consuming FormValue, for field: Field) -> PayloadValue
  /// What `accept` and `payload` do with a record's value that batch fill can take straight
  /// from its bytes, or `nil` when `accept` must see every value (`FieldByteCheck`). No
  /// default, so a new kind cannot be read from bytes without saying so;
  /// `KindAcceptAgreementTests` holds every kind's answer to its `accept` and `payload`.
  var byteAccept: ByteAccept? { get }

  /// Whether two values are the same for `expect value` (numbers compare as numbers).
  func sameValue(_ lhs: FormValue, _ rhs: FormValue) -> Bool
  /// The value in a few words for tables and confirmations (a secret masked, text quoted so
  /// its spaces show); not yet made safe for a terminal.
  func summary(_ value: FormValue) -> String
  /// What `set` takes, in words, for `describe` ("a number such as 42 (set age=…)").
  func acceptsDescription(id: String) -> String
  /// The one edit that gives a field this value, for `record`.
  func canonicalEdit(for value: FormValue) -> CanonicalEdit
  /// The values Tab offers after `set FIELD=` (option ids, true/false).
  func suggestions(for field: Field) -> [String]

  /// Texts of the kind likely to be valid, for generated cases (`GenerateCases`), which keeps
  /// those a field's rules pass.
  var sampleTexts: [String] { get }
  /// Texts of the wrong format for the kind, for generated cases: each is refused at `set`
  /// (letters in a number) or fails the kind's format rule (an email without a domain).
  var malformedSamples: [String] { get }
  /// A range bound moved one step past itself (`direction` -1: below, +1: above) in the
  /// kind's own order (a number in the bound's last decimal place, a date by a day); `nil`
  /// when the kind has no such step.
  func step(beyond bound: RangeBound, by direction: Int) -> String?
}
