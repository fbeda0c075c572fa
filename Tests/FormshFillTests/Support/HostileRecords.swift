import FormshDomain

/// JSON Lines records for a form, from a seed: about half are plain records of valid values
/// (the shape `Benchmarks/gen_records.py` writes, which the byte path takes), the rest mutated
/// with values of every kind into every field, keys named twice, unknown or escaped, stray
/// whitespace and lines that are not records at all.
struct HostileRecords {
  let form: Form
  /// `--id KEY` when KEY is no field of the form: records name it too.
  let extraKey: String?
  private var random: Random

  init(form: Form, extraKey: String? = nil, seed: UInt64) {
    self.form = form
    self.extraKey = extraKey
    random = Random(seed: seed)
  }

  /// `count` lines (without their line feeds), and which of them are plain records of valid
  /// values.
  mutating func lines(_ count: Int) -> (lines: [[UInt8]], clean: [Bool]) {
    var lines: [[UInt8]] = []
    var clean: [Bool] = []
    for _ in 0..<count {
      let plain = random.chance(2)
      lines.append(plain ? cleanLine() : hostileLine())
      clean.append(plain)
    }
    return (lines, clean)
  }

  /// A record as an export writes it: every field in order, each with a valid value (some
  /// optional ones left out), one space or none between tokens.
  private mutating func cleanLine() -> [UInt8] {
    var members: [(String, [UInt8])] = []
    for field in form.fields where field.isRequired || !random.chance(4) {
      members.append((field.id, FieldValues.valid(field, &random)))
    }
    if let extraKey, !random.chance(4) {
      // First, last, or anywhere; a number or a string.
      let value =
        random.chance(2)
        ? Array("\(random.below(100_000))".utf8)
        : JSONText.raw(Array("r-\(random.below(999))".utf8))
      let place = random.pick([0, members.count, random.below(members.count + 1)])
      members.insert((extraKey, value), at: place)
    }
    let gap: [UInt8] = random.chance(3) ? [0x20] : []
    var line: [UInt8] = [UInt8(ascii: "{")]
    for (index, member) in members.enumerated() {
      if index > 0 { line += [UInt8(ascii: ",")] + gap }
      line += JSONText.escaped(member.0) + [UInt8(ascii: ":")] + gap + member.1
    }
    return line + [UInt8(ascii: "}")]
  }

  private mutating func hostileLine() -> [UInt8] {
    var members: [([UInt8], [UInt8])] = []
    for field in form.fields where !random.chance(4) {
      let value =
        random.chance(2) ? FieldValues.valid(field, &random) : FieldValues.hostile(field, &random)
      members.append((key(field.id), value))
    }
    if let extraKey, !random.chance(5) {
      members.append((key(extraKey), FieldValues.identity(&random)))
    }
    if !members.isEmpty, random.chance(12) {
      // A key named twice, with another value.
      let twice = random.pick(members)
      let field = form.fields.first { JSONText.escaped($0.id) == twice.0 }
      let value = field.map { FieldValues.hostile($0, &random) } ?? FieldValues.identity(&random)
      members.insert((twice.0, value), at: random.below(members.count + 1))
    }
    if random.chance(12) {
      // No field, or a field's id spelled another way.
      let id = form.fields.isEmpty ? "x" : random.pick(form.fields).id
      let unknown = random.pick([
        "extra", "", "unknown_key", "K", "\u{212A}", "caf\u{E9}", id + " ", " " + id,
        id.uppercased(), id + "\u{0}", id + "\u{301}", String(id.dropLast()),
      ])
      members.insert(
        (key(unknown), FieldValues.hostile(nil, &random)),
        at: random.below(min(members.count, 1) + 1))
    }
    if random.chance(6) { members = random.shuffled(members) }
    var line = JSONText.space(&random) + [UInt8(ascii: "{")]
    for (index, member) in members.enumerated() {
      if index > 0 { line += [UInt8(ascii: ",")] }
      line += JSONText.space(&random) + member.0 + JSONText.space(&random)
      line += [UInt8(ascii: ":")] + JSONText.space(&random) + member.1 + JSONText.space(&random)
    }
    line += [UInt8(ascii: "}")] + JSONText.space(&random)
    return random.chance(8) ? spoiled(line) : line
  }

  /// A key as it is, mostly; sometimes escaped, so that it names the field only once decoded.
  private mutating func key(_ id: String) -> [UInt8] {
    guard random.chance(10) else { return JSONText.escaped(id) }
    return JSONText.quoted(id, &random)
  }

  /// A line that is broken, or no record.
  private mutating func spoiled(_ line: [UInt8]) -> [UInt8] {
    switch random.below(8) {
    case 0: return random.pick([[], [0x20, 0x20], [0x09], [0x0D]])
    case 1: return line + random.pick([[UInt8(ascii: "x")], [UInt8(ascii: ",")], [0x7D], [0x00]])
    case 2: return Array(line.prefix(random.below(line.count + 1)))
    case 3: return [0xEF, 0xBB, 0xBF] + line
    case 4: return line + [0x20, 0x7B, 0x7D]
    case 5:
      let others = ["[]", "null", "1", #""a""#, "{}", "{,}", #"{"a"}"#, #"{"a":}"#, "[{}]"]
      return Array(random.pick(others).utf8)
    case 6:
      // A byte replaced by anything.
      var broken = line
      if !broken.isEmpty { broken[random.below(broken.count)] = UInt8(random.below(256)) }
      return broken
    default:
      return line + [0x0D]
    }
  }
}
