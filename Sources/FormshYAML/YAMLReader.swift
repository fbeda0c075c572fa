import FormshJSON

/// One YAML document read as the JSON value it stands for (an OpenAPI document written in
/// YAML): mappings are objects (keys in file order), sequences arrays, and scalars typed by
/// YAML 1.2's core schema (`YAMLScalar`). Anchors and aliases are resolved, within a budget
/// of values made; a key given twice, a key that is not a scalar, a merge key (`<<`, not
/// YAML 1.2), a tag formsh does not read, a second document and nesting past
/// `maximumDepth` are errors, each naming its line and column.
public enum YAMLReader {
  /// How deep mappings and sequences may nest (as deep as the JSON parser reads).
  public static let maximumDepth = 512
  /// The most values a document may make once its aliases are expanded: an alias repeats
  /// every value its anchor holds, so nine lines of aliases of aliases could otherwise
  /// make a billion.
  public static let valueBudget = 1_000_000

  /// The value of the one document in `bytes`; null when there is none.
  public static func read(_ bytes: [UInt8], valueBudget: Int = valueBudget) throws(YAMLError)
    -> JSONValue
  {
    var builder = Builder(budget: valueBudget)
    let events = YAMLEvents(bytes)
    var documents = 0
    while true {
      switch try events.next() {
      case .streamEnd:
        return builder.root ?? .null
      case .documentStart(let mark):
        documents += 1
        guard documents == 1 else {
          throw YAMLError(
            line: mark.line, column: mark.column,
            reason: "a second YAML document begins here; formsh reads one document a file")
        }
      case .documentEnd:
        continue
      case .mappingStart(let anchor, let tag, let mark):
        try builder.checkTag(tag, allowed: "tag:yaml.org,2002:map", at: mark)
        try builder.open(.mapping(JSONObject(), keys: [:], key: nil), anchor: anchor, at: mark)
      case .sequenceStart(let anchor, let tag, let mark):
        try builder.checkTag(tag, allowed: "tag:yaml.org,2002:seq", at: mark)
        try builder.open(.sequence([]), anchor: anchor, at: mark)
      case .mappingEnd, .sequenceEnd:
        try builder.close()
      case .scalar(let text, let plain, let anchor, let tag, let mark):
        let value = try builder.scalar(text, plain: plain, tag: tag, at: mark)
        try builder.place(value, key: text, made: 1, at: mark)
        if let anchor { builder.anchors[anchor] = (value, 1) }
      case .alias(let name, let mark):
        guard let (value, count) = builder.anchors[name] else {
          throw YAMLError(
            line: mark.line, column: mark.column,
            reason: "alias *\(name) names no anchor before it")
        }
        let key: String? = if case .string(let text) = value { text } else { nil }
        try builder.place(value, key: key, made: count, at: mark)
      }
    }
  }

  /// The values being built, innermost last.
  private struct Builder {
    enum Container {
      /// A mapping, its keys' lines, and the key waiting for its value.
      case mapping(JSONObject, keys: [String: Int], key: (text: String, mark: YAMLEvents.Mark)?)
      case sequence([JSONValue])
    }

    struct Frame {
      var container: Container
      let anchor: String?
      /// `made` when it opened.
      let madeBefore: Int
      let mark: YAMLEvents.Mark
    }

    let budget: Int
    var stack: [Frame] = []
    var root: JSONValue?
    /// Each anchor's value and how many values it holds.
    var anchors: [String: (value: JSONValue, count: Int)] = [:]
    /// The values made so far, aliases counted as what they repeat.
    var made = 0

    init(budget: Int) { self.budget = budget }

    mutating func open(_ container: Container, anchor: String?, at mark: YAMLEvents.Mark)
      throws(YAMLError)
    {
      guard stack.count < YAMLReader.maximumDepth else {
        throw YAMLError(
          line: mark.line, column: mark.column,
          reason: "nested deeper than \(YAMLReader.maximumDepth) levels")
      }
      if case .mapping(_, _, nil)? = stack.last?.container {
        throw YAMLError(
          line: mark.line, column: mark.column,
          reason: "a key that is a mapping or a sequence; JSON keys are text")
      }
      stack.append(Frame(container: container, anchor: anchor, madeBefore: made, mark: mark))
    }

    mutating func close() throws(YAMLError) {
      let frame = stack.removeLast()
      let value: JSONValue
      switch frame.container {
      case .mapping(let object, _, _): value = .object(object)
      case .sequence(let items): value = .array(items)
      }
      try place(value, key: nil, made: 1, at: frame.mark)
      if let anchor = frame.anchor { anchors[anchor] = (value, made - frame.madeBefore) }
    }

    /// Puts a value where the document is: the root, the next item of a sequence, a
    /// mapping's key (`key`, the scalar's text as written) or the value of its waiting key.
    mutating func place(_ value: JSONValue, key: String?, made count: Int, at mark: YAMLEvents.Mark)
      throws(YAMLError)
    {
      made += count
      guard made <= budget else {
        throw YAMLError(
          line: mark.line, column: mark.column,
          reason: "the document makes more than \(budget) values once its aliases are"
            + " expanded (each alias repeats what its anchor holds)")
      }
      guard var frame = stack.popLast() else {
        root = value
        return
      }
      defer { stack.append(frame) }
      switch frame.container {
      case .sequence(var items):
        frame.container = .sequence([])
        items.append(value)
        frame.container = .sequence(items)
      case .mapping(var object, var keys, let waiting?):
        frame.container = .sequence([])
        object.members.append((waiting.text, value))
        keys[waiting.text] = waiting.mark.line
        frame.container = .mapping(object, keys: keys, key: nil)
      case .mapping(let object, let keys, nil):
        guard let key else {
          throw YAMLError(
            line: mark.line, column: mark.column,
            reason: "a key that is not text; JSON keys are text")
        }
        if let line = keys[key] {
          throw YAMLError(
            line: mark.line, column: mark.column,
            reason: "key `\(key)` is given twice (first on line \(line)); keep one")
        }
        if key == "<<" {
          throw YAMLError(
            line: mark.line, column: mark.column,
            reason: "merge key `<<` is not YAML 1.2; write the members out")
        }
        made -= count
        frame.container = .mapping(object, keys: keys, key: (key, mark))
      }
    }

    /// The value of a scalar: typed by the core schema when plain, else text; `!!str` and
    /// `!` make it text, `!!int`, `!!float`, `!!bool` and `!!null` type it as plain.
    func scalar(_ text: String, plain: Bool, tag: String?, at mark: YAMLEvents.Mark)
      throws(YAMLError) -> JSONValue
    {
      let core = "tag:yaml.org,2002:"
      switch tag {
      case nil where !plain, "!"?, (core + "str")?:
        return .string(text)
      case nil, (core + "int")?, (core + "float")?, (core + "bool")?, (core + "null")?:
        switch YAMLScalar.resolve(text) {
        case .success(let value): return value
        case .failure(let refusal):
          throw YAMLError(line: mark.line, column: mark.column, reason: refusal.reason)
        }
      case let other?:
        throw YAMLError(
          line: mark.line, column: mark.column,
          reason: "tag `\(other)` is not read (formsh reads YAML's core schema)")
      }
    }

    func checkTag(_ tag: String?, allowed: String, at mark: YAMLEvents.Mark) throws(YAMLError) {
      guard let tag, tag != allowed else { return }
      throw YAMLError(
        line: mark.line, column: mark.column,
        reason: "tag `\(tag)` is not read (formsh reads YAML's core schema)")
    }
  }
}
