// Fuzz target: the add/computed path (issue 40 §5, §7). The input's bytes are choices that
// build a small form with one or two lists and computed fields (a computed value inside an
// item reading its own item, the other list or the whole form's fields; outside, a count, a
// sum, `some`/`all`/`filter`/`map` over a list; conditions and piped labels over the lists),
// then a sequence of up to 40 edits: `add`, `remove`, `set`, `clear`, `undo`'s way back
// (`Session.replacing`).
//
// After each edit, on the session:
// - the edit kept to its one budget (`Session.spent`): at most `LogicBudget`'s maximum, and
//   at most one evaluation past it (the last one it let start);
// - the incremental work agrees with working out the same values from scratch: the form an
//   `add` built item by item (`Form.addingItem`) is the one the mapping makes for those
//   numbers of items (`Form.resized`): the same fields, groups, places in the payload and
//   starting values; the computed values, their problems and the conditions' status are
//   what `ValuePlan.recompute` and `Form.status(of:)` give on the same values;
// - nothing crashes.

/// Reads choices from the fuzzer's bytes (zeros once they run out).
struct ListChoices {
  let bytes: [UInt8]
  var index = 0

  mutating func byte() -> UInt8 {
    defer { index += 1 }
    return index < bytes.count ? bytes[index] : 0
  }

  mutating func below(_ count: Int) -> Int { Int(byte()) % count }

  var isDone: Bool { index >= bytes.count }
}

/// JSON helpers.
func object(_ members: [(String, JSONValue)]) -> JSONValue {
  .object(JSONObject(members.map { (key: $0.0, value: $0.1) }))
}
func string(_ text: String) -> JSONValue { .string(text) }
func read(_ path: String) -> JSONValue { object([("var", string(path))]) }
func op(_ name: String, _ arguments: [JSONValue]) -> JSONValue {
  object([(name, .array(arguments))])
}

/// A rule that goes through `list`, reading `field` of each element.
func overList(_ list: String, _ field: String, _ choices: inout ListChoices) -> JSONValue {
  let element = read(field)
  switch choices.below(6) {
  case 0: return op("reduce", [read(list), op("+", [read("accumulator"), number(1)]), number(0)])
  case 1:
    return op(
      "reduce", [read(list), op("+", [read("accumulator"), read("current.\(field)")]), number(0)])
  case 2: return op("some", [read(list), op(">", [element, number(2)])])
  case 3: return op("all", [read(list), op("<", [element, number(5)])])
  case 4:
    return op(
      "reduce",
      [
        op("filter", [read(list), op(">", [element, number(1)])]),
        op("+", [read("accumulator"), number(1)]), number(0),
      ])
  default: return object([("cat", op("map", [read(list), op("cat", [element, string(",")])]))])
  }
}

func number(_ value: Int) -> JSONValue { .number(String(value)) }

/// A form built from choices, as JSON: lists `l0` (and maybe `l1`), each item a number `n`,
/// a text whose label pipes a value, and computed fields; top-level fields reading the lists.
func builtListForm(_ choices: inout ListChoices) -> JSONValue {
  let listCount = 1 + choices.below(2)
  var fields: [JSONValue] = [
    object([
      ("id", string("x")), ("type", string("TEXT")), ("subtype", string("NUMBER")),
      ("label", string("X")), ("default_value", string(String(choices.below(4)))),
    ])
  ]
  for list in 0..<listCount {
    let name = "l\(list)"
    let other = "l\((list + 1) % listCount)"
    var item: [JSONValue] = [
      object([
        ("id", string("n")), ("type", string("TEXT")), ("subtype", string("NUMBER")),
        ("label", string("N")), ("default_value", string(String(choices.below(6)))),
      ]),
      object([
        ("id", string("t")), ("type", string("TEXT")),
        ("label", string(["T of {\(name).n}", "T {x}", "T {total}", "T"][choices.below(4)])),
      ]),
    ]
    for computed in 0..<choices.below(4) {
      let rule: JSONValue
      switch choices.below(5) {
      case 0: rule = op("+", [read("\(name).n"), read("x")])
      case 1: rule = overList(other, "n", &choices)
      case 2: rule = op("*", [read("\(name).n"), number(2)])
      case 3: rule = op("if", [read("\(name).t"), number(1), number(0)])
      default: rule = read("total")
      }
      var members: [(String, JSONValue)] = [
        ("id", string("c\(computed)")), ("type", string("TEXT")), ("label", string("C")),
        ("value", rule),
      ]
      if choices.below(4) == 0 {
        members.append(("visible_if", op(">", [read("\(name).n"), number(1)])))
      }
      item.append(object(members))
    }
    if choices.below(3) == 0 {
      item.append(
        object([
          ("id", string("g")), ("type", string("GROUP")), ("label", string("G")),
          (
            "fields",
            .array([
              object([("id", string("m")), ("type", string("TEXT")), ("label", string("M"))])
            ])
          ),
        ]))
    }
    var repeats: [(String, JSONValue)] = [("min", number(choices.below(3)))]
    if choices.below(3) == 0 { repeats.append(("max", number(2 + choices.below(4)))) }
    fields.append(
      object([
        ("id", string(name)), ("type", string("GROUP")), ("label", string("L")),
        ("repeat", object(repeats)), ("fields", .array(item)),
      ]))
  }
  // Outside the lists: a sum, something over a list, a condition and a rule over one.
  fields.append(
    object([
      ("id", string("total")), ("type", string("TEXT")), ("subtype", string("NUMBER")),
      ("label", string("Total")), ("value", overList("l0", "n", &choices)),
    ]))
  fields.append(
    object([
      ("id", string("note")), ("type", string("TEXT")), ("label", string("Note of {total}")),
      ("visible_if", overList("l\(choices.below(listCount))", "n", &choices)),
      ("required_if", op("some", [read("l0"), op(">", [read("n"), number(3)])])),
    ]))
  return object([("form_title", string("Lists")), ("fields", .array(fields))])
}

/// The fields an edit may set: every number and text field that is not computed.
func editable(_ form: Form) -> [Field] {
  form.fields.filter { $0.computed == nil && !$0.isReadOnly }
}

/// Checks what an edit left in `session`.
func check(_ session: Session, after edit: String) {
  let spent = session.spent
  let slack = LogicLimits.standard
  if spent.work > spent.maximumWork + slack.maximumWork
    || spent.bytes > spent.maximumBytes + slack.maximumBytes
  {
    FuzzCheck.fail("\(edit) spent \(spent.work) steps and \(spent.bytes) bytes")
  }
  let form = session.form
  // The form made item by item is the one the mapping makes for these numbers of items.
  if let resized = form.resized {
    let mapped = resized([:])
    if mapped.fields.map(\.id) != form.fields.map(\.id) {
      FuzzCheck.fail("\(edit): the fields differ from the mapping's: \(form.fields.map(\.id))")
    }
    let groups = { (form: Form) in
      form.groups.map { "\($0.id) \($0.fields) \($0.path) \($0.item.map(String.init) ?? "-")" }
    }
    if groups(mapped) != groups(form) {
      FuzzCheck.fail("\(edit): the groups differ: \(groups(form)) vs \(groups(mapped))")
    }
    if mapped.payloadPaths != form.payloadPaths || mapped.startValues != form.startValues {
      FuzzCheck.fail("\(edit): payload paths or starting values differ from the mapping's")
    }
  }
  // The values worked out from scratch are those worked out as the edits went.
  var fresh = session.state
  let problems = form.values.recompute(form, &fresh)
  guard !problems.values.contains(where: LogicBudget.isExhaustion) else { return }
  if fresh != session.state {
    let differing = form.fields.filter { fresh[$0.id] != session.state[$0.id] }.map(\.id)
    FuzzCheck.fail("\(edit): computed values differ from scratch: \(differing)")
  }
  for field in form.fields where field.computed != nil {
    if problems[field.id] != session.computeProblems[field.id] {
      FuzzCheck.fail(
        "\(edit): \(field.id)'s problem \(session.computeProblems[field.id] ?? "none") is"
          + " \(problems[field.id] ?? "none") from scratch")
    }
  }
  let status = form.status(of: session.state)
  if status != session.status {
    FuzzCheck.fail("\(edit): the conditions' status differs from one worked out from scratch")
  }
  _ = BuildSubmission(form: form).payload(session.state, status: session.status)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLists(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  var choices = ListChoices(bytes: FuzzCheck.bytes(data, size))
  let json = Array(JSONWriter.string(builtListForm(&choices)).utf8)
  guard let loaded = try? FormDecoder.decode(json, source: "lists.json") else {
    FuzzCheck.fail("the built form does not load: \(String(decoding: json, as: UTF8.self))")
  }
  var session = Session(loaded)
  check(session, after: "the load")
  var history: [Session] = []
  for _ in 0..<40 where !choices.isDone {
    let lists = session.form.lists
    let before = session
    var edit = ""
    do throws(EditError) {
      switch choices.below(7) {
      case 0, 1:
        let list = lists[choices.below(lists.count)].id
        edit = "add \(list)"
        try session.add(list)
      case 2:
        let list = lists[choices.below(lists.count)]
        let item = 1 + choices.below(max(1, session.form.itemCount(of: list)))
        edit = "remove \(list.id) \(item)"
        try session.remove(list.id, item: item)
      case 3:
        guard let back = history.popLast() else { continue }
        edit = "undo"
        let changed = session.form.fields.compactMap { field -> (id: FieldID, value: FormValue?)? in
          session.state[field.id] == back.state[field.id] ? nil : (field.id, back.state[field.id])
        }
        // A value edit is taken back by its values; one of the items, by the session.
        session = back.hasSameForm(as: session) ? session.replacing(changed) : back
        check(session, after: edit)
        continue
      case 4:
        let fields = editable(session.form)
        guard !fields.isEmpty else { continue }
        let field = fields[choices.below(fields.count)]
        edit = "clear \(field.id)"
        try session.clear(field.id)
      default:
        let fields = editable(session.form)
        guard !fields.isEmpty else { continue }
        let field = fields[choices.below(fields.count)]
        let value = ["0", "1", "3", "7", "-2", "x", "", "12.5"][choices.below(8)]
        edit = "set \(field.id)=\(value)"
        try session.set(field.id, .text(value))
      }
    } catch {
      // A refusal (a number that is none, a disabled field, the item cap) changes nothing.
      continue
    }
    history.append(before)
    check(session, after: edit)
  }
  return 0
}
