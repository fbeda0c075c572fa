/// Records for `Benchmarks/campaign-bench.json` of the shapes `Benchmarks/gen_records.py`
/// writes, which `Fuzz/run.sh` seeds the records fuzzer with: about 80 % valid, the rest with
/// one to three fields broken as real exports break them, written as Python's
/// `json.dumps(ensure_ascii=False, separators=(",", ":"))` writes them. Deterministic: the same
/// seed gives the same lines (the generator is SplitMix64, not Python's, so the lines are of
/// the same kinds, not the same bytes).
struct SeedRecords {
  /// A deterministic generator (SplitMix64).
  struct Generator: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49EB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// A value in a record.
  enum Value {
    case text(String)
    case number(String)
    case bool(Bool)
    case list([String])
  }

  static let objectives = ["obj_awareness", "obj_traffic", "obj_leads", "obj_sales", "obj_app"]
  static let networks = [
    "net_google", "net_meta", "net_tiktok", "net_youtube", "net_linkedin", "net_pinterest",
    "net_snapchat", "net_reddit",
  ]
  static let required = [
    "campaign_name", "daily_budget", "destination_url", "contact_email", "account_password",
    "primary_objective", "ad_networks", "accept_legal",
  ]
  static let topics =
    ("summer winter launch brand promo holiday clearance premium loyalty referral webinar "
    + "trial install lead awareness boost evergreen q1 q2 q3 q4 emea apac").split(separator: " ")
    .map(String.init)
  static let prose =
    ("reach new customers with a limited offer on every order placed before the end of the "
    + "quarter including free returns and priority support for members").split(separator: " ")
    .map(String.init)
  static let accented = ["Été", "Frühling", "東京", "Año", "Crème brûlée"]
  static let hosts = [
    "shop.example.com", "www.example.org", "landing.example.net", "go.example.io",
  ]
  static let mail = ["example.com", "mail.example.org", "corp.example.net"]
  static let password = Array(
    "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789!#%&*()-_=+[]{};:,.?/\\\"'")

  var random: Generator

  /// `count` lines of JSON, without their line breaks.
  static func lines(_ count: Int, seed: UInt64 = 7) -> [[UInt8]] {
    var records = SeedRecords(random: Generator(state: seed))
    return (0..<count).map { _ in Array(records.next().utf8) }
  }

  /// The next record's line.
  mutating func next() -> String {
    var record = valid()
    if chance(0.2) {
      var broken: [String] = []
      let wanted = [1, 1, 1, 2, 2, 3].randomElement(using: &random)!
      while broken.count < wanted {
        if let field = spoil(&record, taken: broken) { broken.append(field) }
      }
    }
    return "{"
      + record.map { "\(Self.quoted($0.key)):\(Self.json($0.value))" }.joined(separator: ",")
      + "}"
  }

  mutating func chance(_ probability: Double) -> Bool {
    Double.random(in: 0..<1, using: &random) < probability
  }

  mutating func pick(_ choices: [String]) -> String { choices.randomElement(using: &random)! }

  mutating func number(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }

  mutating func valid() -> [(key: String, value: Value)] {
    // Python's str.title(): each word capitalized.
    var name = (0..<number(2...4)).map { _ in
      let word = pick(Self.topics)
      return word.prefix(1).uppercased() + word.dropFirst()
    }.joined(separator: " ")
    if chance(0.1) { name = pick(Self.accented) + " " + name }
    var record: [(key: String, value: Value)] = [("campaign_name", .text(String(name.prefix(40))))]
    if chance(0.6) {
      let text = (0..<number(4...28)).map { _ in pick(Self.prose) }.joined(separator: " ")
      record.append(("description", .text(String(text.prefix(200)))))
    }
    // An integer, a float as Python prints one, or text with two decimals.
    let kind = Double.random(in: 0..<1, using: &random)
    let cents = number(0...99)
    let budget: Value =
      kind < 0.35
      ? .number("\(number(5...5000))")
      : kind < 0.5
        ? .number("\(number(5...4999)).\(cents % 10 == 0 ? cents / 10 : cents)")
        : .text("\(number(5...5000)).\(cents < 10 ? "0" : "")\(cents)")
    record.append(("daily_budget", budget))
    let path = pick(["", "/", "/offer", "/p/\(number(1...9999))"])
    let query = chance(0.5) ? "?utm_source=bench&utm_id=\(number(1...999))" : ""
    record.append(
      ("destination_url", .text(pick(["https://", "http://"]) + pick(Self.hosts) + path + query)))
    record.append(
      ("contact_email", .text("user\(number(1...9999)).\(pick(Self.topics))@\(pick(Self.mail))")))
    record.append(
      (
        "account_password",
        .text(
          String((0..<number(8...24)).map { _ in Self.password.randomElement(using: &random)! }))
      ))
    record.append(("primary_objective", .text(pick(Self.objectives))))
    record.append(
      ("ad_networks", .list(Array(Self.networks.shuffled(using: &random).prefix(number(1...4))))))
    if chance(0.7) { record.append(("enable_ai_bidding", .bool(chance(0.5)))) }
    record.append(("accept_legal", .bool(true)))
    return record
  }

  /// Breaks one field not in `taken`; its id, or nil when the kind drawn cannot apply.
  mutating func spoil(_ record: inout [(key: String, value: Value)], taken: [String]) -> String? {
    func set(_ field: String, _ value: Value) {
      if let index = record.firstIndex(where: { $0.key == field }) {
        record[index].value = value
      } else {
        record.append((field, value))
      }
    }
    let kind = pick([
      "missing", "missing", "email", "long", "option", "budget", "terms", "url", "password",
    ])
    if kind == "missing" {
      guard let field = Self.required.filter({ !taken.contains($0) }).randomElement(using: &random)
      else { return nil }
      if field == "accept_legal" || chance(0.7) {
        record.removeAll { $0.key == field }
      } else {
        set(field, field == "ad_networks" ? .list([]) : .text("   "))
      }
      return field
    }
    let fields = [
      "email": "contact_email", "long": "campaign_name", "option": "primary_objective",
      "budget": "daily_budget", "terms": "accept_legal", "url": "destination_url",
      "password": "account_password",
    ]
    let field = fields[kind]!
    if taken.contains(field) { return nil }
    switch kind {
    case "email":
      set(
        field,
        .text(pick(["no-at-sign.example.com", "two@@example.com", "x@localhost", "@example.com"])))
    case "long":
      set(field, .text(String(String(repeating: "Campaign ", count: 10).prefix(number(41...80)))))
    case "option": set(field, .text(pick(["obj_reach", "OBJ_SALES", "awareness"])))
    case "budget": set(field, .text(pick(["ten", "12,50", "$30", "1O0", "30 EUR"])))
    case "terms": set(field, .bool(false))
    case "url":
      set(
        field,
        .text(
          pick(["example.com/landing", "ftp://example.com/x", "http://", "https://exa mple.com"])))
    default:
      set(
        field,
        .text(
          String((0..<number(3...7)).map { _ in Array("abcdef123").randomElement(using: &random)! })
        ))
    }
    return field
  }

  static func json(_ value: Value) -> String {
    switch value {
    case .text(let text): quoted(text)
    case .number(let text): text
    case .bool(let on): on ? "true" : "false"
    case .list(let items): "[" + items.map(quoted).joined(separator: ",") + "]"
    }
  }

  /// A JSON string as Python's `json.dumps(ensure_ascii=False)` writes it.
  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{8}": out += "\\b"
      case "\u{C}": out += "\\f"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
