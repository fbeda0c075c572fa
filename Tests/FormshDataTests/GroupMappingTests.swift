import FormshData
import FormshDomain
import Testing

/// `GROUP` fields (docs/form-format.md, issue 29): a group's fields are named by their paths, kept
/// together in the group's place, sorted inside it by their own order; what a group cannot
/// hold is said, naming the group or the field.
@Suite("Groups")
struct GroupMappingTests {
  static func load(_ fields: String) throws -> LoadedForm {
    let json = #"{"form_title":"t","fields":["# + fields + "]}"
    return try FormDecoder.decode(Array(json.utf8), source: "inline")
  }

  static let address = #"""
    {"id":"name","order":1,"type":"TEXT","label":"Name"},
    {"id":"address","order":3,"type":"GROUP","label":"Address","fields":[
      {"id":"zip","order":2,"type":"TEXT","label":"ZIP"},
      {"id":"city","order":1,"type":"TEXT","label":"City"},
      {"id":"geo","order":3,"type":"GROUP","label":"Where","fields":[
        {"id":"lat","order":1,"type":"TEXT","subtype":"NUMBER","label":"Lat"}]}]},
    {"id":"note","order":2,"type":"TEXT","label":"Note"}
    """#

  @Test("fields are named by path, a group's kept together in its place and sorted inside it")
  func pathsAndOrder() throws {
    let loaded = try Self.load(Self.address)
    #expect(loaded.diagnostics == [])
    #expect(loaded.form.ids == ["name", "note", "address.city", "address.zip", "address.geo.lat"])
    #expect(loaded.form.groups.map(\.id) == ["address", "address.geo"])
    #expect(loaded.form.groups.map(\.fields) == [2..<5, 4..<5])
    #expect(loaded.form.groups.map(\.depth) == [0, 1])
    #expect(loaded.form.payloadPaths?[4] == [.key("address"), .key("geo"), .key("lat")])
    #expect(loaded.form.field("address.city")?.key == "city")
    #expect(loaded.form.field("address.geo.lat")?.group == "address.geo")
  }

  @Test("a group's visible_if, enabled_if and read_only are its fields'; broken ones are not")
  func groupConditionsReachTheFields() throws {
    let loaded = try Self.load(
      #"""
      {"id":"on","order":1,"type":"TOGGLE","label":"On"},
      {"id":"g","order":2,"type":"GROUP","label":"G","visible_if":{"var":"on"},"read_only":true,
       "enabled_if":{"nope":[1]},
       "fields":[{"id":"a","order":1,"type":"TEXT","label":"A","visible_if":{"var":"g.b"}},
                 {"id":"b","order":2,"type":"TEXT","label":"B"}]}
      """#)
    let a = try #require(loaded.form.field("g.a"))
    let b = try #require(loaded.form.field("g.b"))
    #expect(a.visibleIf?.text == #"{"and":[{"var":"on"},{"var":"g.b"}]}"#)
    #expect(a.visibleIf?.reads == ["on", "g.b"])
    #expect(b.visibleIf?.text == #"{"var":"on"}"#)
    #expect(a.isReadOnly && b.isReadOnly)
    #expect(a.enabledIf == nil && b.enabledIf == nil)
    // The broken condition is reported once, on the group.
    #expect(loaded.diagnostics.filter { $0.severity == .error }.map(\.field) == ["g"])
  }

  @Test("a condition's typo in a group's condition is reported once, on the group")
  func unknownReadsOfAGroupConditionOnce() throws {
    let loaded = try Self.load(
      #"""
      {"id":"g","order":1,"type":"GROUP","label":"G","visible_if":{"var":"g.bb"},
       "fields":[{"id":"a","order":1,"type":"TEXT","label":"A"},
                 {"id":"b","order":2,"type":"TEXT","label":"B"}]}
      """#)
    let messages = loaded.diagnostics.map { "\($0.field ?? "-"): \($0.message)" }
    #expect(
      messages == [
        #"g: visible_if reads "g.bb", which is not a field; it reads as null; did you mean "g.b"?"#
      ], "\(messages)")
  }

  @Test("what a group cannot hold is said and skipped")
  func refusals() throws {
    let loaded = try Self.load(
      #"""
      {"id":"empty","order":1,"type":"GROUP","label":"E","fields":[]},
      {"id":"a.b","order":2,"type":"GROUP","label":"Dotted","fields":[
        {"id":"x","order":1,"type":"TEXT","label":"X"}]},
      {"id":"g","order":3,"type":"group","label":"G","required":true,"section":"nope","fields":[
        {"id":"c.d","order":1,"type":"TEXT","label":"Dotted"},
        {"id":"e","order":2,"type":"TEXT","label":"E","section":"s"},
        {"id":"e","order":3,"type":"TEXT","label":"E again"}]},
      {"id":"g.e","order":4,"type":"TEXT","label":"Clash"},
      {"id":"t","order":5,"type":"TEXT","label":"T","fields":[]},
      {"id":"u","order":6,"type":"GRUOP","label":"U"}
      """#)
    #expect(loaded.form.ids == ["g.e", "t"])
    let messages = loaded.diagnostics.map { "\($0.field ?? "-"): \($0.message)" }
    #expect(
      messages == [
        "empty: group has no fields; it is not shown",
        #"-: id "a.b" holds a ".", "[" or "]", which name paths and items (address.city, travellers[2]) in a form with groups; skipped: rename it"#,
        "g: required does not apply to a GROUP; ignored",
        #"g: section "nope" is not in "sections"; the field is shown with the fields that have none"#,
        #"g: id "c.d" holds a ".", "[" or "]", which name paths and items (address.city, travellers[2]) in a form with groups; skipped: rename it"#,
        #"g.e: section "s" is ignored: a field in a group is shown in its group's section"#,
        #"g.e: duplicate id "g.e"; the first one wins, this one is skipped"#,
        #"-: id "g.e" holds a ".", "[" or "]", which name paths and items (address.city, travellers[2]) in a form with groups; skipped: rename it"#,
        "t: fields applies to a GROUP only; ignored",
        #"u: unknown type "GRUOP"; field skipped; did you mean "GROUP"?"#,
      ], "\(messages)")
  }

  @Test("a whole group's read reads each of its fields, and makes no cycle")
  func wholeGroupRead() throws {
    let loaded = try Self.load(
      #"""
      {"id":"g","order":1,"type":"GROUP","label":"G","fields":[
        {"id":"a","order":1,"type":"TEXT","label":"A"},
        {"id":"b","order":2,"type":"TEXT","label":"B"}]},
      {"id":"n","order":2,"type":"TOGGLE","label":"N","value":{"!!":{"var":"g"}}}
      """#)
    #expect(loaded.diagnostics == [])
    let n = try #require(loaded.form.field("n"))
    // One read of the group, which stands for each of its fields.
    #expect(n.computed?.reads == ["g"])
    #expect(loaded.form.fieldsRead(by: try #require(n.computed)) == ["g.a", "g.b"])
  }
}

/// Repeating groups: items mapped from the list's fields, named `list[N].field`, their
/// conditions reading their own item; bad bounds and a list inside a list said.
@Suite("Repeating groups")
struct RepeatMappingTests {
  @Test("a list starts with its min items, each a group of the list's fields")
  func items() throws {
    let loaded = try GroupMappingTests.load(
      #"""
      {"id":"t","order":1,"type":"GROUP","label":"T","repeat":{"min":2,"max":4},"fields":[
        {"id":"a","order":1,"type":"TEXT","label":"A {t.b}","visible_if":{"var":"t.b"}},
        {"id":"b","order":2,"type":"CHECKBOX","label":"B"}]}
      """#)
    #expect(loaded.diagnostics == [])
    #expect(loaded.form.ids == ["t[1].a", "t[1].b", "t[2].a", "t[2].b"])
    #expect(loaded.form.lists.map(\.id) == ["t"])
    #expect(loaded.form.lists.first?.bounds == ItemBounds(min: 2, max: 4))
    #expect(loaded.form.field("t[2].a")?.visibleIf?.text == #"{"var":"t[2].b"}"#)
    #expect(loaded.form.field("t[2].a")?.label == "A {t[2].b}")
    #expect(loaded.form.payloadPaths?[2] == [.key("t"), .item(1), .key("a")])
    let three = try #require(loaded.form.resized?(["t": 3]))
    #expect(three.ids.count == 6)
    #expect(three.isSameFamily(as: loaded.form) && !three.isSame(as: loaded.form))
  }

  @Test("bad bounds are said and dropped; a list in a list is skipped")
  func refusals() throws {
    let loaded = try GroupMappingTests.load(
      #"""
      {"id":"t","order":1,"type":"GROUP","label":"T","repeat":{"min":3,"max":1},"fields":[
        {"id":"a","order":1,"type":"TEXT","label":"A"},
        {"id":"u","order":2,"type":"GROUP","label":"U","repeat":{},"fields":[
          {"id":"x","order":1,"type":"TEXT","label":"X"}]}]},
      {"id":"v","order":2,"type":"TEXT","label":"V","repeat":{"min":1}}
      """#)
    let messages = loaded.diagnostics.map { "\($0.field ?? "-"): \($0.message)" }
    #expect(
      messages == [
        "t: repeat min 3 is more than max 1; the group takes any number of items",
        "t[1].u: a repeating group inside a repeating group is not supported; skipped",
        "v: repeat applies to a GROUP only; ignored",
      ], "\(messages)")
    #expect(loaded.form.ids == ["v"])
    #expect(loaded.form.emptyLists.map(\.path) == [[.key("t")]])
  }
}
