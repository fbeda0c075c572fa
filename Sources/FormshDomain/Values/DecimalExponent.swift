/// The exponent of a `DecimalNumber`: an integer of any size, since JSON puts no bound on
/// the digits of an exponent (`1e99999999999999999999`). Exponents that fit in 15 digits,
/// all everyday ones, are an `Int`; larger ones keep their decimal digits, so that two
/// numbers compare exactly however they are written (`10e99999999999999999998` equals
/// `1e99999999999999999999`).
struct DecimalExponent: Sendable, Equatable, Comparable {
  /// A magnitude below 10^15 is `small`, any other is `large`: each value has one form.
  private enum Storage: Sendable, Equatable {
    case small(Int)
    /// The sign and the decimal digits (0 to 9, most significant first, no leading zero).
    case large(negative: Bool, digits: [UInt8])
  }

  private static let smallDigits = 15
  private static let smallBound = 1_000_000_000_000_000

  private let storage: Storage

  /// A small exponent.
  init(_ value: Int) {
    self = DecimalExponent(normalizing: value)
  }

  /// The exponent written with these ASCII digits (leading zeros allowed).
  init<Digits: Collection<UInt8>>(negative: Bool, ascii: Digits) {
    let digits = Array(ascii.drop { $0 == UInt8(ascii: "0") }.map { $0 - UInt8(ascii: "0") })
    self.init(negative: negative, digits: digits)
  }

  private init(negative: Bool, digits: [UInt8]) {
    if digits.count <= DecimalExponent.smallDigits {
      let magnitude = digits.reduce(0) { $0 * 10 + Int($1) }
      storage = .small(negative ? -magnitude : magnitude)
    } else {
      storage = .large(negative: negative, digits: digits)
    }
  }

  private init(normalizing value: Int) {
    if value.magnitude < DecimalExponent.smallBound {
      storage = .small(value)
    } else {
      storage = .large(negative: value < 0, digits: DecimalExponent.digits(of: value.magnitude))
    }
  }

  /// This exponent plus a small offset (a count of digits).
  func adding(_ offset: Int) -> DecimalExponent {
    if case .small(let value) = storage { return DecimalExponent(normalizing: value + offset) }
    let (negative, digits) = signAndDigits
    let other = DecimalExponent.digits(of: offset.magnitude)
    if negative == (offset < 0) {
      return DecimalExponent(negative: negative, digits: DecimalExponent.sum(digits, other))
    }
    // Opposite signs: the larger magnitude, `digits` (over 15 digits), keeps its sign.
    return DecimalExponent(negative: negative, digits: DecimalExponent.difference(digits, other))
  }

  static func < (lhs: DecimalExponent, rhs: DecimalExponent) -> Bool {
    if case .small(let left) = lhs.storage, case .small(let right) = rhs.storage {
      return left < right
    }
    let (leftNegative, left) = lhs.signAndDigits
    let (rightNegative, right) = rhs.signAndDigits
    if leftNegative != rightNegative { return leftNegative }
    let order = compare(left, right)
    return leftNegative ? order > 0 : order < 0
  }

  private var signAndDigits: (negative: Bool, digits: [UInt8]) {
    switch storage {
    case .small(let value): (value < 0, DecimalExponent.digits(of: value.magnitude))
    case .large(let negative, let digits): (negative, digits)
    }
  }

  private static func digits(of value: UInt) -> [UInt8] {
    var digits: [UInt8] = []
    var rest = value
    while rest > 0 {
      digits.append(UInt8(rest % 10))
      rest /= 10
    }
    return digits.reversed()
  }

  /// -1, 0 or 1 as one magnitude is below, equal to or above another.
  private static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
    if lhs.count != rhs.count { return lhs.count < rhs.count ? -1 : 1 }
    for (left, right) in zip(lhs, rhs) where left != right { return left < right ? -1 : 1 }
    return 0
  }

  private static func sum(_ lhs: [UInt8], _ rhs: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var carry: UInt8 = 0
    var left = lhs.reversed().makeIterator()
    var right = rhs.reversed().makeIterator()
    while true {
      let a = left.next()
      let b = right.next()
      if a == nil, b == nil { break }
      let total = (a ?? 0) + (b ?? 0) + carry
      result.append(total % 10)
      carry = total / 10
    }
    if carry > 0 { result.append(carry) }
    return Array(result.reversed().drop { $0 == 0 })
  }

  /// `lhs - rhs`, where `lhs` is the larger.
  private static func difference(_ lhs: [UInt8], _ rhs: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    var borrow: Int = 0
    var right = rhs.reversed().makeIterator()
    for digit in lhs.reversed() {
      var value = Int(digit) - Int(right.next() ?? 0) - borrow
      borrow = value < 0 ? 1 : 0
      if value < 0 { value += 10 }
      result.append(UInt8(value))
    }
    return Array(result.reversed().drop { $0 == 0 })
  }
}
