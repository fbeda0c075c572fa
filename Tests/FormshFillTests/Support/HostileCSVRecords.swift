import FormshDomain

/// CSV records for a form with a field or more, from a seed: a header of its field ids (some
/// left out, in any order), then rows, about half of them plain rows of valid values as an
/// export writes them (multi-selects as "a,b", booleans as `true`/`false`), the rest with
/// hostile cells: text of every kind, quotes, doubled quotes, commas and line breaks in quoted
/// cells, empty and very long cells, bytes that are not UTF-8, stray quotes and rows of the
/// wrong length.
struct HostileCSVRecords {
  let form: Form
  /// `--id KEY` when KEY is no field of the form: the header names it too.
  let extraKey: String?
  private var random: Random
  /// The header's columns: a field's position, or `nil` for `extraKey`.
  private var columns: [Int?] = []

  init(form: Form, extraKey: String? = nil, seed: UInt64) {
    self.form = form
    self.extraKey = extraKey
    random = Random(seed: seed)
  }

  /// The header, `count` records (without their line feeds; a quoted cell may hold one), and
  /// which of them are plain rows of valid values.
  mutating func records(_ count: Int) -> (header: [UInt8], records: [[UInt8]], clean: [Bool]) {
    // A field named "" cannot be a column (a column without a name is refused); an optional
    // field without a default is left out now and then.
    let named = form.fields.indices.filter { !form.fields[$0].id.isEmpty }
    columns = named.filter { index in
      let field = form.fields[index]
      return field.isRequired || field.defaultValue != field.kind.emptyValue || !random.chance(5)
    }
    if columns.isEmpty, let first = named.first { columns = [first] }
    if extraKey != nil { columns.append(nil) }
    if random.chance(2) { columns = random.shuffled(columns) }
    let header = row(columns.map { $0.map { form.fields[$0].id } ?? extraKey! })
    var records: [[UInt8]] = []
    var clean: [Bool] = []
    for _ in 0..<count {
      let plain = random.chance(2)
      records.append(plain ? cleanRow() : hostileRow())
      clean.append(plain)
    }
    return (header, records, clean)
  }

  /// Cells as a CSV row: quoted where they must be, and now and then where they need not.
  private mutating func row(_ cells: [String]) -> [UInt8] {
    var line: [UInt8] = []
    for (index, cell) in cells.enumerated() {
      if index > 0 { line.append(UInt8(ascii: ",")) }
      line += self.cell(Array(cell.utf8))
    }
    return line
  }

  private mutating func cell(_ bytes: [UInt8]) -> [UInt8] {
    let special: Set<UInt8> = [0x22, 0x2C, 0x0A, 0x0D]
    guard bytes.contains(where: special.contains) || random.chance(10) else { return bytes }
    var quoted: [UInt8] = [0x22]
    for byte in bytes {
      quoted.append(byte)
      if byte == 0x22 { quoted.append(0x22) }
    }
    return quoted + [0x22]
  }

  /// A row as an export writes it: a valid value in every column, some optional ones empty.
  private mutating func cleanRow() -> [UInt8] {
    row(
      columns.map { column in
        guard let column else { return "r-\(random.below(999))" }
        let field = form.fields[column]
        guard field.isRequired || field.defaultValue != field.kind.emptyValue || !random.chance(4)
        else {
          return ""
        }
        return valid(field)
      })
  }

  private mutating func valid(_ field: Field) -> String {
    let ids = field.options.map(\.id)
    if field.kind == .dropdown { return ids.isEmpty ? "" : random.pick(ids) }
    if field.kind == .multiselect {
      guard !ids.isEmpty else { return "" }
      let low = max(field.constraints.minSelections ?? 1, 1)
      let high = max(min(field.constraints.maxSelections ?? 4, ids.count), 1)
      let count = low >= high ? low : low + random.below(high - low + 1)
      return random.shuffled(ids).prefix(count).joined(separator: ",")
    }
    if field.kind == .checkbox || field.kind == .toggle {
      return field.isRequired || random.chance(2) ? "true" : "false"
    }
    return FieldValues.validText(field, &random)
  }

  private mutating func hostileRow() -> [UInt8] {
    var cells: [[UInt8]] = columns.map { column in
      let field = column.map { form.fields[$0] }
      switch random.below(12) {
      case 0..<4: return cell(Array((field.map { valid($0) } ?? "r-1").utf8))
      case 4: return []
      case 5: return cell(random.pick(FieldValues.badStrings))
      case 6:
        // A long cell, quoted or not, with doubled quotes or not.
        let unit = random.pick(["x", "a,b", "\u{E9}\"", "\\"])
        return cell(Array(String(repeating: unit, count: 500 + random.below(3_000)).utf8))
      case 7: return cell(Array(random.pick(FieldValues.booleans).utf8))
      default: return cell(Array(FieldValues.text(for: field, &random).utf8))
      }
    }
    switch random.below(12) {
    case 0: cells.append(Array("extra".utf8))
    case 1: if !cells.isEmpty { cells.removeLast() }
    case 2:
      // A stray quote inside an unquoted cell, or text after a closing quote.
      if !cells.isEmpty {
        cells[random.below(cells.count)] = Array(random.pick(["5\" screen", "\"a\"b", "\"a"]).utf8)
      }
    default: break
    }
    var line: [UInt8] = []
    for (index, cell) in cells.enumerated() {
      if index > 0 { line.append(UInt8(ascii: ",")) }
      line += cell
    }
    return line
  }
}
