import FormshJSON

/// Resolving a schema: `$ref`s followed (a cycle reported, never followed), `allOf` merged,
/// and the type a node is of.
extension SchemaMapper {
  /// A schema with its `$ref`s followed and its `allOf` merged.
  struct Node {
    /// The schema, its `$ref`s followed and `allOf` merged.
    var schema: JSONObject
    /// Where its keywords are (the last `$ref`'s target, when it has one).
    var pointer: String
    /// The `$ref`s followed, outermost first.
    var refs: [String] = []
    /// Its `if`/`then`/`else`s, its own and its `allOf`'s.
    var conditionals: [(schema: JSONObject, pointer: String)] = []
  }

  /// The node a schema stands for, or nil (reported) when a `$ref` leads nowhere or back.
  func resolve(_ schema: JSONObject, at pointer: String) -> Node? {
    guard work.charge() else { return nil }
    if schema.members.count == 1, case .string(let ref)? = schema["$ref"] {
      return resolve(ref: ref, schema: schema, at: pointer)
    }
    return resolveAnew(schema, at: pointer)
  }

  /// The node a schema stands for, its `$ref`s followed and its `allOf` merged here.
  func resolveAnew(_ schema: JSONObject, at pointer: String) -> Node? {
    // The schema, then each `$ref`'s target in turn, with where each is.
    var layers = [schema]
    var places = [pointer]
    var at = pointer
    var refs: [String] = []
    var following: Set<String> = []
    while case .string(let ref)? = layers[layers.count - 1]["$ref"] {
      guard work.charge() else { return nil }
      if expanding.contains(ref) || following.contains(ref) {
        if !following.contains(ref) { met(ref, followed: false) }
        problems.report(
          "recursive $ref `\(ref)`", .skipped("cannot be unrolled into a form"), at: at)
        return nil
      }
      guard let (target, targetPointer) = lookUp(ref) else {
        problems.report("$ref `\(ref)`", .skipped("names nothing in this schema"), at: at)
        return nil
      }
      met(ref, followed: true)
      refs.append(ref)
      following.insert(ref)
      layers.append(target)
      places.append(targetPointer)
      at = targetPointer
    }
    // The keywords beside a `$ref` (a title, a default) win over its target's: the last
    // target's members, then each earlier one's but its `$ref`, the schema's own last.
    var current = schema
    if layers.count > 1 {
      var members = layers[layers.count - 1].members
      for layer in layers.dropLast().reversed() {
        members += layer.members.lazy.filter { $0.key != "$ref" }
      }
      work.charge(members.count)
      current = JSONObject(members)
    }
    var node = Node(schema: current, pointer: at, refs: refs)
    if let allOf = current.array("allOf") {
      // Where the `allOf` is: in the first layer that has one (its members are the last).
      let source = layers.firstIndex { $0["allOf"] != nil } ?? 0
      let allOfPointer = places[source].pointer("allOf")
      // `allOf`s of `$ref`s to `allOf`s: each one deeper on the stack.
      guard merging < Self.depthLimit else {
        metTooDeep()
        problems.report(
          "allOf", .nested(deeperThan: Self.depthLimit), at: allOfPointer)
        return nil
      }
      merging += 1
      defer { merging -= 1 }
      expanding += refs
      defer { expanding.removeLast(refs.count) }
      node = merge(node, allOf: allOf, at: allOfPointer)
    }
    if current["if"] != nil {
      node.conditionals.append((current, node.pointer))
    }
    return node
  }

  /// The object a `$ref` names (`#/definitions/x`, `#/$defs/x`, any JSON Pointer into the
  /// schema), and where it is.
  func lookUp(_ ref: String) -> (JSONObject, String)? {
    guard ref.hasPrefix("#") else { return nil }
    let pointer = String(ref.dropFirst()).removingPercentEncodingLeniently
    var value = JSONValue.object(root)
    var at = rootPointer
    for token in pointer.split(separator: "/", omittingEmptySubsequences: false).dropFirst() {
      let key = String(token).replacing("~1", with: "/").replacing("~0", with: "~")
      switch value {
      case .object(let object):
        guard let next = member(key, of: object, at: at) else { return nil }
        value = next
      case .array(let array):
        guard let index = Int(key), array.indices.contains(index) else { return nil }
        value = array[index]
      default:
        return nil
      }
      at = at.pointer(key)
    }
    guard case .object(let object) = value else { return nil }
    return (object, at)
  }

  /// A member of the object at `pointer`: a large one (`definitions` of 100,000) is indexed
  /// the first time a `$ref` goes through it.
  private func member(_ key: String, of object: JSONObject, at pointer: String) -> JSONValue? {
    guard object.members.count > 16 else { return object[key] }
    if let index = indexes[pointer] { return index[key] }
    work.charge(object.members.count)
    let index = object.index()
    indexes[pointer] = index
    return index[key]
  }

  /// A node with its `allOf` merged into it: properties joined, `required` lists joined,
  /// `if`s kept as conditionals; a keyword two members give differently keeps the first.
  func merge(_ node: Node, allOf: [JSONValue], at pointer: String) -> Node {
    var merged = node
    var schema = JSONObject(node.schema.members.filter { $0.key != "allOf" })
    // Where each keyword is in `schema` (its last member, which `subscript` reads), its
    // properties by name and its required names: a member is merged in steps of its size.
    var places: [String: Int] = [:]
    for (index, member) in schema.members.enumerated() { places[member.key] = index }
    var propertyValues: [String: JSONValue]?
    var requiredNames: Set<String>?
    for (index, member) in allOf.enumerated() {
      guard work.charge() else { break }
      let memberPointer = pointer.pointer(index)
      guard case .object(let object) = member, let part = resolve(object, at: memberPointer)
      else { continue }
      merged.conditionals += part.conditionals
      work.charge(part.schema.members.count)
      for (key, value) in part.schema.members where !["if", "then", "else"].contains(key) {
        let place = places[key]
        switch (key, place.map { schema.members[$0].value }, value) {
        case ("properties", .object(var properties)?, .object(let theirs)):
          work.charge(theirs.members.count)
          var mine = propertyValues ?? properties.index()
          for property in theirs.members {
            if let existing = mine[property.key] {
              if existing != property.value {
                problems.report(
                  "allOf property `\(property.key)` given twice",
                  .firstKept(nil),
                  at: part.pointer.pointer("properties").pointer(property.key))
              }
            } else {
              properties.members.append(property)
              mine[property.key] = property.value
            }
          }
          propertyValues = mine
          schema.members[place!].value = .object(properties)
        case ("required", .array(let mine)?, .array(let theirs)):
          work.charge(theirs.count)
          var names = requiredNames ?? Set(mine.compactMap(\.stringValue))
          let added = theirs.filter { value in
            if case .string(let name) = value { return !names.contains(name) }
            return !mine.contains(value)
          }
          for case .string(let name) in added { names.insert(name) }
          requiredNames = names
          schema.members[place!].value = .array(mine + added)
        case (_, nil, _):
          places[key] = schema.members.count
          schema.members.append((key, value))
        case (_, let existing?, _) where existing == value:
          continue
        default:
          problems.report(
            "allOf keyword `\(key)` that another member gives differently",
            .firstKept(nil), at: part.pointer.pointer(key))
        }
      }
    }
    merged.schema = schema
    return merged
  }

  /// The JSON Schema type a node is of (`string`, `number`, `integer`, `boolean`, `object`,
  /// `array`, `null`), from `type` or, without one, from its keywords. Several types are
  /// reported (unless `reporting` is false: the node is looked at again).
  func type(of node: Node, name: String, reporting: Bool = true) -> String? {
    let schema = node.schema
    switch schema["type"] {
    case .string(let type)?:
      return type
    case .array(let types)?:
      let named = types.compactMap { type -> String? in
        if case .string(let text) = type, text != "null" { return text }
        return nil
      }
      if named.count > 1, reporting {
        problems.report(
          "`\(name)` of several types (\(named.joined(separator: ", ")))",
          .readAs(named[0]), at: node.pointer.pointer("type"))
      }
      return named.first ?? "null"
    default:
      break
    }
    let values = schema.array("enum") ?? choices(of: schema)?.map(\.id) ?? []
    if let constant = schema["const"] { return Self.type(ofValue: constant) }
    if !values.isEmpty {
      let types = Set(values.filter { $0 != .null }.map(Self.type(ofValue:)))
      return types.count == 1 ? types.first : "string"
    }
    if schema["properties"] != nil { return "object" }
    if schema["items"] != nil { return "array" }
    return nil
  }

  /// The JSON Schema type of a value.
  static func type(ofValue value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}

extension String {
  /// The text with `%XX` escapes decoded (a `$ref`'s fragment); left as written where an
  /// escape is not one.
  var removingPercentEncodingLeniently: String {
    guard contains("%") else { return self }
    var bytes: [UInt8] = []
    var utf8 = Array(self.utf8)[...]
    while let byte = utf8.popFirst() {
      if byte == UInt8(ascii: "%"), utf8.count >= 2,
        let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
      {
        bytes.append(value)
        utf8 = utf8.dropFirst(2)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }
}
