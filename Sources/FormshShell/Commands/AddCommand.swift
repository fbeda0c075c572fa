import FormshData
import FormshDomain
import FormshPresentation
import FormshSession

/// `add LIST`: appends an item to a repeating group.
struct AddCommand: Command, Equatable {
  static let spec = CommandSpec(
    "add", synopsis: "add LIST", summary: "append an item to a repeating group",
    details: """
      The new item's fields start at their defaults and are named by the item's
      number: add travellers, then set travellers[2].name=Ada. More items than the
      group's max fail validation, as fewer than its min do. undo takes the item back.
      """, arguments: [.required(.list)])

  static var isUndoable: Bool { true }

  let list: String

  init(list: String) { self.list = list }

  init(_ arguments: Arguments) throws(ParseError) {
    list = arguments[0]
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    do {
      let number = try context.form.session.add(list)
      context.tell("added \(TerminalText.sanitize(list))[\(number)]")
    } catch {
      throw .edit(error)
    }
  }

  func record(to recorder: Recorder, before: Session, after: Session) {
    recorder.write("add " + Recorder.quoteWord(list))
  }

  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] {
    let count = context.form.session.form.list(list).map {
      context.form.session.form.itemCount(of: $0)
    }
    return [("items", count.map { .number(String($0)) } ?? .null)]
  }
}

/// `remove LIST N`: removes item N of a repeating group; the items after it move up.
struct RemoveCommand: Command, Equatable {
  static let spec = CommandSpec(
    "remove", synopsis: "remove LIST N", summary: "remove an item of a repeating group",
    details: """
      Items are numbered from 1; those after the one removed move up one, with their
      values (remove travellers 1 makes travellers[2] travellers[1]). undo puts it
      back.
      """, arguments: [.required(.list), .required(.item)])

  static var isUndoable: Bool { true }

  let list: String
  let item: Int

  init(list: String, item: Int) {
    self.list = list
    self.item = item
  }

  init(_ arguments: Arguments) throws(ParseError) {
    list = arguments[0]
    guard let item = Int(arguments[1]), item >= 1 else {
      throw arguments.usage("the item is a number from 1, not \(quoted(arguments[1]))", at: 1)
    }
    self.item = item
  }

  func run(in context: FormContext, more: (String) -> String?) throws(ShellError) {
    do {
      try context.form.session.remove(list, item: item)
      context.tell("removed \(TerminalText.sanitize(list))[\(item)]")
    } catch {
      throw .edit(error)
    }
  }

  func record(to recorder: Recorder, before: Session, after: Session) {
    recorder.write("remove \(Recorder.quoteWord(list)) \(item)")
  }

  var namedField: String? { nil }
  func eventDetails(in context: FormContext) -> [(key: String, value: JSONValue)] {
    let count = context.form.session.form.list(list).map {
      context.form.session.form.itemCount(of: $0)
    }
    return [("items", count.map { .number(String($0)) } ?? .null)]
  }
}
