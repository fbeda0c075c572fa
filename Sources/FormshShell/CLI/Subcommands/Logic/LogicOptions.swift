/// `formsh logic RULE [DATA]`: its spec and options.
struct LogicOptions: SubcommandOptions {
  static let spec = SubcommandSpec(
    "logic",
    usage: ["formsh logic RULE [DATA]"],
    overview: [("formsh logic RULE [DATA]", "evaluate a JSON Logic rule on data")],
    operands: .none,
    help: [
      .usage,
      .text(
        """
        Evaluates a JSON Logic rule (jsonlogic.com) on DATA (null when omitted) and
        prints the result as compact JSON. RULE and DATA are JSON text, @FILE for a
        file's content, or - for standard input (one of them at most). Put -- before a
        rule that starts with '-'.
          formsh logic '{"<": [18, {"var": "age"}, 65]}' '{"age": 30}'     prints true
          formsh logic '{"var": "price"}' '{"price": 19.990}'              prints 19.990
        The operators and their semantics are those of the JSON Logic community's
        compatibility suites: var, val, missing, missing_some, if, ?:, ==, ===, !=, !==,
        !, !!, and, or, <, <=, >, >=, max, min, +, -, *, /, %, in, cat, substr, merge,
        map, filter, reduce, all, some, none, throw. A number keeps the text it was
        written in while it is only passed through.
        An evaluation error prints its type (NaN, Invalid Arguments, Unknown Operator,
        …):
          formsh logic: error: NaN: "apple" is not a number
        Bounded: RULE and DATA are 16 MiB at most; an evaluation past a million steps,
        or that builds more than 64 MiB of values, is an error (Over Budget), never an
        answer.
        Exit status: 0 evaluated · 1 an evaluation error · 2 usage · 65 RULE or DATA is
        not JSON, or too large · 66 an @FILE cannot be read · 130 interrupted.

        """),
    ])

  static let options = CommonOptions.taken(by: \Self.common)

  var common = CommonOptions()
  var operands: [String] = []
}
