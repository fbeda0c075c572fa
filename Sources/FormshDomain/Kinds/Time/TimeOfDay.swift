/// A time of day on a 24-hour clock written `HH:MM` or `HH:MM:SS`, from 00:00 to 23:59:59
/// (no leap second). Times compare by the second they name: `10:00` and `10:00:00` are the
/// same time.
struct TimeOfDay: Sendable, Comparable {
  /// Seconds since midnight.
  let seconds: Int
  /// Whether the text gave seconds (`HH:MM:SS`); a step past a bound moves in the smallest
  /// unit written.
  let hasSeconds: Bool

  /// Why text is not a time, for the refusal; `nil` when it is one.
  static func problem(with text: String) -> String? {
    switch parse(text) {
    case .success: nil
    case .failure(.shape): "is not a time written HH:MM or HH:MM:SS"
    case .failure(let reason): "is not a time: " + reason.detail
    }
  }

  /// Why the time half of a date-time is not a time, after "is not a date-time: " ("hours
  /// run from 00 to 23"); `nil` when it is one, or when it is not even written HH:MM[:SS].
  static func timeProblem(with text: String) -> String? {
    switch parse(text) {
    case .success, .failure(.shape): nil
    case .failure(let reason): reason.detail
    }
  }

  /// The time the text names, or `nil`.
  init?(_ text: some StringProtocol) {
    guard case .success(let time) = TimeOfDay.parse(text) else { return nil }
    self = time
  }

  init(seconds: Int, hasSeconds: Bool) {
    self.seconds = seconds
    self.hasSeconds = hasSeconds
  }

  /// Why text is not a time.
  enum Reason: Error, Equatable {
    case shape
    case hours
    case minutes
    case seconds

    /// The reason, after "is not a time: ".
    var detail: String {
      switch self {
      case .shape: "the time is not written HH:MM or HH:MM:SS"
      case .hours: "hours run from 00 to 23"
      case .minutes: "minutes run from 00 to 59"
      case .seconds: "seconds run from 00 to 59"
      }
    }
  }

  /// Two ASCII digits, then `:` and two more, once or twice.
  static func parse(_ text: some StringProtocol) -> Result<TimeOfDay, Reason> {
    let bytes = Array(text.utf8)
    guard bytes.count == 5 || bytes.count == 8 else { return .failure(.shape) }
    let colons = bytes.count == 8 ? [2, 5] : [2]
    let digits = (0..<bytes.count).filter { !colons.contains($0) }
    guard colons.allSatisfy({ bytes[$0] == UInt8(ascii: ":") }),
      digits.allSatisfy({ bytes[$0] >= 0x30 && bytes[$0] <= 0x39 })
    else { return .failure(.shape) }
    func number(at start: Int) -> Int {
      Int(bytes[start] - 0x30) * 10 + Int(bytes[start + 1] - 0x30)
    }
    let hours = number(at: 0)
    let minutes = number(at: 3)
    let seconds = bytes.count == 8 ? number(at: 6) : 0
    guard hours < 24 else { return .failure(.hours) }
    guard minutes < 60 else { return .failure(.minutes) }
    guard seconds < 60 else { return .failure(.seconds) }
    return .success(
      TimeOfDay(seconds: hours * 3600 + minutes * 60 + seconds, hasSeconds: bytes.count == 8))
  }

  /// The time written `HH:MM`, or `HH:MM:SS` when `withSeconds`.
  static func write(_ seconds: Int, withSeconds: Bool) -> String {
    func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let text = two(seconds / 3600) + ":" + two(seconds / 60 % 60)
    return withSeconds ? text + ":" + two(seconds % 60) : text
  }

  /// The time one unit (a minute, or a second when the text gave seconds) before
  /// (`direction` -1) or after (+1), in the same shape; `nil` past midnight either way.
  static func step(_ text: String, by direction: Int) -> String? {
    guard let time = TimeOfDay(text) else { return nil }
    let moved = time.seconds + direction * (time.hasSeconds ? 1 : 60)
    guard (0..<86400).contains(moved) else { return nil }
    return write(moved, withSeconds: time.hasSeconds)
  }

  static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.seconds < rhs.seconds }
  static func == (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool { lhs.seconds == rhs.seconds }
}
