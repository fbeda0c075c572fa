import FormshDomain

/// One field of a form as batch fill checks a record's value for it straight on the value's
/// bytes, without making a `String` or a `FormValue`: built once per field, when its kind
/// says what it does with such values (`KindBehavior.byteAccept`) and each of its rules can
/// be checked on bytes (`ValidationRule.byteRule`).
///
/// A check answers only "valid, and the payload carries these bytes" or "not sure": a value
/// it is not sure of (too long, not an option id, a label, text it cannot count) goes through
/// the kind's `accept` and the field's rules as any other, which give its verdict and its
/// message. So what a check says valid is exactly what the general path says valid, which
/// `KindAcceptAgreementTests` (every kind, value by value), `BytePathAgreementTests` (whole
/// records) and the records fuzzer hold it to.
///
/// Text is given to a check as its UTF-8, said to be printable ASCII (`isPrintableASCII`:
/// each byte one character, the space the only blank one) or not; how the bytes are found and
/// written is the caller's.
public final class FieldByteCheck: Sendable {
  /// What the field takes from a record's bytes, and what its payload then carries.
  public let accept: ByteAccept
  @usableFromInline let required: Bool
  @usableFromInline let minLength: Int
  /// The lesser of `max_length` as `accept` and as the rule checks it.
  @usableFromInline let maxLength: Int
  @usableFromInline let email: Bool
  @usableFromInline let url: Bool
  @usableFromInline let number: Bool
  @usableFromInline let minSelections: Int
  @usableFromInline let maxSelections: Int
  /// The ids of a choice field's options, in the form's order, as UTF-8 bytes (printable
  /// ASCII).
  @usableFromInline let optionIDs: [[UInt8]]
  /// The same, one after another (`optionStarts[i]..<optionStarts[i + 1]` is id i): written
  /// from one buffer without a reference to each id's own.
  @usableFromInline let optionBytes: [UInt8]
  @usableFromInline let optionStarts: [Int]
  /// Each id's length, and its first and last eight bytes (fewer for a shorter id) as words:
  /// for an id of 16 bytes or fewer, the three say whether bytes are the id.
  @usableFromInline let optionLengths: [Int]
  @usableFromInline let optionHeads: [UInt64]
  @usableFromInline let optionTails: [UInt64]

  /// The most options a choice field may have for its selection to be checked on bytes (a
  /// selection is a bit set of one word).
  public static let maximumOptions = 64

  /// The check of a field, or `nil` when its values must all take the general path.
  public init?(_ field: Field) {
    guard let accept = field.kind.behavior.byteAccept else { return nil }
    self.accept = accept
    var required = false
    var minLength = 0
    var maxLength = field.constraints.maxLength ?? .max
    var email = false
    var url = false
    var number = false
    var minSelections = 0
    var maxSelections = Int.max
    for rule in field.rules {
      switch rule.byteRule {
      case .required?: required = true
      case .minLength(let min)?: minLength = max(minLength, min)
      case .maxLength(let max)?: maxLength = min(maxLength, max)
      case .email?: email = true
      case .url?: url = true
      case .number?: number = true
      case .selections(let low, let high)?:
        minSelections = max(minSelections, low ?? 0)
        maxSelections = min(maxSelections, high ?? .max)
      case nil: return nil
      }
    }
    (self.required, self.minLength, self.maxLength) = (required, minLength, maxLength)
    (self.email, self.url, self.number) = (email, url, number)
    (self.minSelections, self.maxSelections) = (minSelections, maxSelections)
    switch accept {
    case .option, .options:
      let ids = field.options.map { Array($0.id.utf8) }
      // An id beyond ASCII could equal other text as a `String` (canonical equivalence) and
      // not as bytes, and an option written as a number is sent as one: such a field's
      // choices take the general path.
      guard ids.count <= FieldByteCheck.maximumOptions, field.numericOptionIDs.isEmpty,
        ids.allSatisfy({ $0.allSatisfy(FieldByteCheck.isPrintableASCII) })
      else { return nil }
      optionIDs = ids
    case .text, .number, .onOff:
      optionIDs = []
    }
    optionBytes = optionIDs.flatMap { $0 }
    var starts = [0]
    for id in optionIDs { starts.append(starts[starts.count - 1] + id.count) }
    optionStarts = starts
    optionLengths = optionIDs.map(\.count)
    optionHeads = optionIDs.map { id in id.withUnsafeBufferPointer(FieldByteCheck.head) }
    optionTails = optionIDs.map { id in id.withUnsafeBufferPointer(FieldByteCheck.tail) }
  }

  /// Whether text is valid for the field as it is: `accept` takes it and every rule passes
  /// (for `.text`). `ascii`: every byte is printable ASCII (0x20 to 0x7F), so each is one
  /// character and the space the only blank one; otherwise the bytes are UTF-8 without
  /// control characters, and only what needs no count of characters is decided (a length
  /// within `max_length` in bytes is within it in characters; `min_length` is not sure).
  /// `required`: checked as required whether or not the field is (a condition makes it so).
  @inlinable @inline(__always)
  public func acceptsText(
    _ bytes: UnsafeBufferPointer<UInt8>, ascii: Bool = true, required: Bool = false
  ) -> Bool {
    let required = required || self.required
    let count = bytes.count
    guard count <= maxLength else { return false }
    // Empty text passes every rule but `required`.
    guard count > 0 else { return !required }
    if ascii {
      if required, FieldByteCheck.isAllSpaces(bytes) { return false }
      if count < minLength { return false }
    } else {
      if minLength > 0 { return false }
      // A character with a visible ASCII byte is not blank; whether others are is not sure.
      if required, !bytes.contains(where: { $0 > 0x20 && $0 < 0x80 }) { return false }
    }
    if email, !EmailAddress.isValid(bytes) { return false }
    if url, !WebURL.isValid(bytes) { return false }
    if number, DecimalNumber.syntaxEnd(of: bytes, from: 0) != count { return false }
    return true
  }

  /// Whether a record's number, as written, is valid for the field (for `.number`).
  @inlinable
  public func acceptsNumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    !bytes.isEmpty && DecimalNumber.syntaxEnd(of: bytes, from: 0) == bytes.count
      && acceptsText(bytes)
  }

  /// The position of the option whose id is these bytes (the first, as `accept` finds it),
  /// or `nil` when none is, or the bytes are empty (for `.option` and `.options`).
  @inlinable
  public func optionPosition(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    let count = bytes.count
    guard count > 0 else { return nil }
    let head = FieldByteCheck.head(bytes)
    let tail = FieldByteCheck.tail(bytes)
    for position in optionLengths.indices
    where optionLengths[position] == count && optionHeads[position] == head
      && optionTails[position] == tail
    {
      if count <= 16 || optionIDs[position].withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) {
        return position
      }
    }
    return nil
  }

  /// The number of options whose ids `withOptionID` gives.
  public var optionCount: Int { optionIDs.count }

  /// Calls `body` with the bytes of option `position`'s id.
  @inlinable @inline(__always)
  public func withOptionID<Result>(
    _ position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result {
    optionBytes.withUnsafeBufferPointer { bytes in
      body(
        UnsafeBufferPointer(rebasing: bytes[optionStarts[position]..<optionStarts[position + 1]]))
    }
  }

  /// The first eight bytes (all of fewer) as a word, zeros after them.
  @inline(__always)
  @inlinable static func head(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let base = bytes.baseAddress else { return 0 }
    if bytes.count >= 8 { return UnsafeRawPointer(base).loadUnaligned(as: UInt64.self) }
    var word: UInt64 = 0
    for index in 0..<bytes.count { word |= UInt64(bytes[index]) << (8 * UInt64(index)) }
    return word
  }

  /// The last eight bytes (all of fewer) as a word.
  @inline(__always)
  @inlinable static func tail(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    guard let base = bytes.baseAddress, bytes.count >= 8 else { return head(bytes) }
    return UnsafeRawPointer(base).loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)
  }

  /// Whether a selection of `count` options, each chosen once, passes the field's rules.
  @inlinable
  public func acceptsSelection(count: Int) -> Bool {
    count == 0 ? !required : count >= minSelections && count <= maxSelections
  }

  /// Whether true or false passes the field's rules (for `.onOff`).
  @inlinable
  public func acceptsBool(_ on: Bool) -> Bool { on || !required }

  /// Whether a byte is printable ASCII (0x20 to 0x7F): one character, and blank only when it
  /// is the space.
  @inlinable @inline(__always)
  public static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x80
  }

  @inlinable static func isAllSpaces(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 == 0x20 }
  }
}
