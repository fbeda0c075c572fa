import FormshDomain
import FormshJSON

/// How large a form formsh takes; a larger one is refused whole (`FormLoadError.tooLarge`,
/// exit 65), before it is mapped, so that no form can take memory without bound.
///
/// Each limit is far above any form a person fills in, and keeps the worst form within it
/// to a few hundred megabytes (RELIABILITY.md, "Limits"):
/// - `fileBytes`, 16 MiB: the JSON tree of a form is many times its text; 16 MiB is the
///   most a record line may have, and holds 100,000 fields with room to spare.
/// - `fields`, 100,000: the size `LimitsTests` shows working everywhere (lint, the shell, a
///   fill); 8.5 million fields took 10.7 GB.
/// - `optionsPerField`, 250,000: a dropdown of 200,000 options still selects by label in
///   constant time per token (`OptionIndex`); beyond that nobody picks from it.
/// - `stringBytes`, 1 MiB: the longest line a script may have, so the longest value a
///   person could `set` again; ids, labels, defaults, keys and URLs alike.
/// - `importWork`, 10 million steps (`ImportWork`): reading a document of another dialect
///   reads each construct a few times, so the largest file takes a few million; a schema
///   whose `$ref`s multiply (100,000 fields of a 250,000-option definition) stops here,
///   not after the memory is gone.
public enum FormLimits {
  /// The most bytes a form file may have.
  public static let fileBytes = 16 << 20
  /// The most elements `fields` may have.
  public static let fields = 100_000
  /// The most elements a field's `options` may have.
  public static let optionsPerField = 250_000
  /// The most UTF-8 bytes of any string of a form, keys included.
  public static let stringBytes = 1 << 20
  /// The most steps translating a document of another dialect may take (`ImportWork`).
  public static let importWork = 10_000_000

  /// The most memory loading a form of this many bytes may take, address space included:
  /// 48 bytes a byte of JSON and 32 MiB besides. Measured on the debug build, the worst
  /// forms at the limits (100,000 fields and 800,000 options; 2.8 million one-element arrays)
  /// reached 38 and 24 bytes a byte above the 25 MB formsh starts with.
  public static func memoryNeeded(forBytes count: Int) -> Int {
    count * 48 + (32 << 20)
  }

  /// The reason given when the memory limit leaves too little to load the form safely.
  static func tooLittleMemory(needed: Int, left: Int) -> String {
    "loading this form may take up to \(needed >> 20) MiB of memory, and the memory limit"
      + " (ulimit -v) leaves \(left >> 20) MiB; raise the limit, or split the form"
  }

  /// The reason given for a form file over `fileBytes`.
  static func fileTooLarge() -> String {
    "the form is larger than 16 MiB, the most a form file may be; a form this large is"
      + " almost certainly not meant as one (check the file), or split it into smaller forms"
  }

  /// The reason given when translating a document needs more than `importWork` steps.
  static func importTooCostly(dialect: String, limit: Int) -> String {
    "translating this \(dialect) document takes more than the \(limit) steps of work an import"
      + " may take: it says in few bytes what makes a form far too large (`$ref`s or `allOf`s"
      + " that reuse one definition many times, conditions given to every field of a deep"
      + " panel); check the document, or split it into smaller forms"
  }

  /// Which limit the form's tree breaks, worded with what to do; `nil` when none.
  static func violation(in form: JSONObject) -> String? {
    if case .array(let fields)? = form["fields"] {
      if fields.count > FormLimits.fields {
        return "the form has \(fields.count) fields, more than the \(FormLimits.fields)"
          + " a form may have; split it into smaller forms"
      }
      for (offset, element) in fields.enumerated() {
        guard case .object(let field) = element,
          case .array(let options)? = field["options"],
          options.count > optionsPerField
        else { continue }
        return "field #\(offset + 1) has \(options.count) options, more than the"
          + " \(optionsPerField) a field may have; split them over several fields"
      }
    }
    return longString(in: .object(form), at: "")
  }

  /// The JSON Pointer of the first string (or key) longer than `stringBytes`, worded.
  private static func longString(in value: JSONValue, at pointer: String) -> String? {
    switch value {
    case .string(let text) where text.utf8.count > stringBytes:
      return tooLong(text.utf8.count, what: "the string at \(shown(pointer))")
    case .array(let elements):
      for (offset, element) in elements.enumerated() {
        if let found = longString(in: element, at: pointer + "/\(offset)") { return found }
      }
    case .object(let object):
      for (key, element) in object.members {
        let inner = pointer + "/" + JSONPointer.escaped(key)
        if key.utf8.count > stringBytes {
          return tooLong(key.utf8.count, what: "a key in \(shown(pointer))")
        }
        if let found = longString(in: element, at: inner) { return found }
      }
    default: break
    }
    return nil
  }

  private static func shown(_ pointer: String) -> String {
    pointer.isEmpty ? "the top level" : pointer
  }

  private static func tooLong(_ bytes: Int, what: String) -> String {
    "\(what) is \(bytes) bytes long, more than the 1 MiB a string in a form may have;"
      + " shorten it (a long text belongs in the page the form links to)"
  }
}
