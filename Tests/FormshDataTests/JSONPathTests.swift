import FormshData
import Testing

/// RFC 9535's own examples: the bookstore of §1.5 and the tables of §2.3 to §2.6. Each
/// expectation is the nodelist written as JSON text.
@Suite("JSONPath")
struct JSONPathTests {
  static let bookstore = """
    { "store": {
        "book": [
          { "category": "reference", "author": "Nigel Rees",
            "title": "Sayings of the Century", "price": 8.95 },
          { "category": "fiction", "author": "Evelyn Waugh",
            "title": "Sword of Honour", "price": 12.99 },
          { "category": "fiction", "author": "Herman Melville",
            "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
          { "category": "fiction", "author": "J. R. R. Tolkien",
            "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
        ],
        "bicycle": { "color": "red", "price": 399 }
      }
    }
    """

  /// The nodelist of `query` on `document`, as one JSON array.
  static func select(_ query: String, in document: String) throws -> JSONValue {
    let root = try JSONParser.parse(Array(document.utf8))
    return .array(try JSONPath(query).select(in: root))
  }

  static func json(_ text: String) throws -> JSONValue {
    try JSONParser.parse(Array(text.utf8))
  }

  @Test(
    "the bookstore (§1.5, Table 2)",
    arguments: [
      (
        "$.store.book[*].author",
        #"["Nigel Rees", "Evelyn Waugh", "Herman Melville", "J. R. R. Tolkien"]"#
      ),
      ("$..author", #"["Nigel Rees", "Evelyn Waugh", "Herman Melville", "J. R. R. Tolkien"]"#),
      ("$.store..price", "[8.95, 12.99, 8.99, 22.99, 399]"),
      ("$..book[2].author", #"["Herman Melville"]"#),
      ("$..book[2].publisher", "[]"),
      ("$..book[-1].title", #"["The Lord of the Rings"]"#),
      ("$..book[0,1].title", #"["Sayings of the Century", "Sword of Honour"]"#),
      ("$..book[:2].title", #"["Sayings of the Century", "Sword of Honour"]"#),
      ("$..book[?@.isbn].title", #"["Moby Dick", "The Lord of the Rings"]"#),
      ("$..book[?@.price<10].title", #"["Sayings of the Century", "Moby Dick"]"#),
      ("$.store.*.color", #"["red"]"#),
    ])
  func bookstore(query: String, expected: String) throws {
    #expect(try Self.select(query, in: Self.bookstore) == Self.json(expected))
  }

  @Test("$..* selects every member value and element of the bookstore")
  func everything() throws {
    guard case .array(let all) = try Self.select("$..*", in: Self.bookstore) else { return }
    #expect(all.count == 27)
    #expect(try Self.select("$.store.*", in: Self.bookstore).arrayCount == 2)
    #expect(try Self.select("$..book[2]", in: Self.bookstore).arrayCount == 1)
  }

  @Test(
    "name, wildcard, index and slice selectors (§2.3.1–2.3.4)",
    arguments: [
      (#"{"o": {"j j": {"k.k": 3}}, "'": {"@": 2}}"#, "$.o['j j']", #"[{"k.k": 3}]"#),
      (#"{"o": {"j j": {"k.k": 3}}, "'": {"@": 2}}"#, "$.o['j j']['k.k']", "[3]"),
      (#"{"o": {"j j": {"k.k": 3}}, "'": {"@": 2}}"#, #"$.o["j j"]["k.k"]"#, "[3]"),
      (#"{"o": {"j j": {"k.k": 3}}, "'": {"@": 2}}"#, #"$["'"]["@"]"#, "[2]"),
      (#"{"o": {"j": 1, "k": 2}, "a": [5, 3]}"#, "$[*]", #"[{"j": 1, "k": 2}, [5, 3]]"#),
      (#"{"o": {"j": 1, "k": 2}, "a": [5, 3]}"#, "$.o[*]", "[1, 2]"),
      (#"{"o": {"j": 1, "k": 2}, "a": [5, 3]}"#, "$.o[*, *]", "[1, 2, 1, 2]"),
      (#"{"o": {"j": 1, "k": 2}, "a": [5, 3]}"#, "$.a[*]", "[5, 3]"),
      (#"["a", "b"]"#, "$[1]", #"["b"]"#),
      (#"["a", "b"]"#, "$[-2]", #"["a"]"#),
      (#"["a", "b"]"#, "$[2]", "[]"),
      (#"["a", "b"]"#, "$[-3]", "[]"),
      (#"["a", "b", "c", "d", "e", "f", "g"]"#, "$[1:3]", #"["b", "c"]"#),
      (#"["a", "b", "c", "d", "e", "f", "g"]"#, "$[5:]", #"["f", "g"]"#),
      (#"["a", "b", "c", "d", "e", "f", "g"]"#, "$[1:5:2]", #"["b", "d"]"#),
      (#"["a", "b", "c", "d", "e", "f", "g"]"#, "$[5:1:-2]", #"["f", "d"]"#),
      (
        #"["a", "b", "c", "d", "e", "f", "g"]"#, "$[::-1]",
        #"["g", "f", "e", "d", "c", "b", "a"]"#
      ),
      (#"["a", "b", "c", "d", "e", "f", "g"]"#, "$[-2:]", #"["f", "g"]"#),
      (#"["a", "b", "c", "d", "e", "f", "g"]"#, "$[::0]", "[]"),
      (#"["a", "b", "c", "d", "e", "f", "g"]"#, "$[-100:100:3]", #"["a", "d", "g"]"#),
      (#"["a", "b", "c", "d", "e", "f", "g"]"#, "$[0, 3]", #"["a", "d"]"#),
      (#"["a", "b", "c", "d", "e", "f", "g"]"#, "$[0:2, 5]", #"["a", "b", "f"]"#),
      (#"["a", "b", "c", "d", "e", "f", "g"]"#, "$[0, 0]", #"["a", "a"]"#),
      (#"{"a": 1}"#, "$[0]", "[]"),
      (#"[1]"#, "$.a", "[]"),
      (#"{"\u263a": 1, "a\"b": 2}"#, #"$['\u263a', "a\"b"]"#, "[1, 2]"),
      (#"{"😀": 1}"#, #"$["\uD83D\uDE00"]"#, "[1]"),
      (#"{"é": 1}"#, "$['e\u{301}']", "[]"),
      (#"{"a": 1}"#, " $.a", "[]"),
    ] as [(String, String, String)])
  func selectors(document: String, query: String, expected: String) throws {
    // A query with a leading blank is not one; the last case checks it is refused.
    guard !query.hasPrefix(" ") else {
      #expect(throws: JSONPathError.self) { try JSONPath(query) }
      return
    }
    #expect(try Self.select(query, in: document) == Self.json(expected))
  }

  static let filterDocument = """
    { "a": [3, 5, 1, 2, 4, 6, {"b": "j"}, {"b": "k"}, {"b": {}}, {"b": "kilo"}],
      "o": {"p": 1, "q": 2, "r": 3, "s": 5, "t": {"u": 6}},
      "e": "f" }
    """

  @Test(
    "filter selectors (§2.3.5.3, Table 12)",
    arguments: [
      ("$.a[?@.b == 'kilo']", #"[{"b": "kilo"}]"#),
      ("$.a[?(@.b == 'kilo')]", #"[{"b": "kilo"}]"#),
      ("$.a[?@>3.5]", "[5, 4, 6]"),
      ("$.a[?@.b]", #"[{"b": "j"}, {"b": "k"}, {"b": {}}, {"b": "kilo"}]"#),
      ("$.o[?@<3, ?@<3]", "[1, 2, 1, 2]"),
      (#"$.a[?@<2 || @.b == "k"]"#, #"[1, {"b": "k"}]"#),
      (#"$.a[?match(@.b, "[jk]")]"#, #"[{"b": "j"}, {"b": "k"}]"#),
      (#"$.a[?search(@.b, "[jk]")]"#, #"[{"b": "j"}, {"b": "k"}, {"b": "kilo"}]"#),
      ("$.o[?@>1 && @<4]", "[2, 3]"),
      ("$.o[?@.u || @.x]", #"[{"u": 6}]"#),
      ("$.a[?@.b == $.x]", "[3, 5, 1, 2, 4, 6]"),
      ("$.a[?!@.b]", "[3, 5, 1, 2, 4, 6]"),
      ("$.a[?!(@ < 4 || @.b)]", "[5, 4, 6]"),
      (
        "$.a[?@ == @]",
        "[3, 5, 1, 2, 4, 6, {\"b\": \"j\"}, {\"b\": \"k\"}, {\"b\": {}}, {\"b\": \"kilo\"}]"
      ),
      ("$.a[?length(@.b) == 4]", #"[{"b": "kilo"}]"#),
      ("$.a[?length(@.b) == 0]", #"[{"b": {}}]"#),
      ("$[?count(@.*) == 5]", #"[{"p": 1, "q": 2, "r": 3, "s": 5, "t": {"u": 6}}]"#),
      ("$[?value(@..u) == 6].t", #"[{"u": 6}]"#),
      ("$.o[?@ == $.a[1]]", "[5]"),
    ])
  func filters(query: String, expected: String) throws {
    #expect(try Self.select(query, in: Self.filterDocument) == Self.json(expected))
  }

  @Test("$[?@.*] and $[?@[?@.b]] select by what is below each child")
  func nestedFilters() throws {
    let document = try Self.json(Self.filterDocument)
    guard case .object(let root) = document else { return }
    #expect(try JSONPath("$[?@.*]").select(in: document) == [root["a"]!, root["o"]!])
    #expect(try JSONPath("$[?@[?@.b]]").select(in: document) == [root["a"]!])
  }

  @Test(
    "comparisons (§2.3.5.2, Table 11)",
    arguments: [
      ("$.absent1 == $.absent2", true), ("$.absent1 <= $.absent2", true),
      ("$.absent == 'g'", false), ("$.absent1 != $.absent2", false),
      ("$.absent != 'g'", true), ("1 <= 2", true), ("1 > 2", false), ("13 == '13'", false),
      ("'a' <= 'b'", true), ("'a' > 'b'", false), ("$.obj == $.arr", false),
      ("$.obj != $.arr", true), ("$.obj == $.obj", true), ("$.obj != $.obj", false),
      ("$.arr == $.arr", true), ("$.arr != $.arr", false), ("$.obj == 17", false),
      ("$.obj != 17", true), ("$.obj <= $.arr", false), ("$.obj < $.arr", false),
      ("$.obj <= $.obj", true), ("$.arr <= $.arr", true), ("1 <= $.arr", false),
      ("1 >= $.arr", false), ("1 > $.arr", false), ("1 < $.arr", false),
      ("true <= true", true), ("true > true", false),
      // Numbers by value, exactly: no rounding through Double.
      ("1 == 1.0", true), ("1 == 1e0", true), ("-0 == 0", true), ("0.1 == 1E-1", true),
      ("100 == 1e2", true), ("9007199254740993 > 9007199254740992", true),
      ("9007199254740993 == 9007199254740992", false),
      ("0.30000000000000001 == 0.3", false), ("$.n == 2.50", true), ("$.n < 2.5000001", true),
      // Strings by scalars: canonically equivalent is not equal.
      ("'é' == 'e\u{301}'", false), ("'a' < 'aa'", true), ("'Z' < 'a'", true),
      ("$.obj == {}", false),
    ])
  func comparisons(expression: String, holds: Bool) throws {
    let document = #"{"obj": {"x": "y"}, "arr": [2, 3], "n": 2.5}"#
    guard expression != "$.obj == {}" else {
      // An object is not a literal.
      #expect(throws: JSONPathError.self) { try JSONPath("$[?\(expression)]") }
      return
    }
    let found = try Self.select("$[?\(expression)]", in: document)
    #expect(found.arrayCount == (holds ? 3 : 0), "\(expression)")
  }

  @Test("arrays and objects are equal by their contents, in any member order")
  func structuralEquality() throws {
    let document = #"[{"a": [1, {"b": 2.0}], "c": null}, {"c": null, "a": [1.0, {"b": 2}]}]"#
    #expect(try Self.select("$[?@ == $[0]]", in: document).arrayCount == 2)
    #expect(try Self.select("$[?@ == $[0].a]", in: document).arrayCount == 0)
  }

  @Test(
    "descendant segments (§2.5.2.3)",
    arguments: [
      ("$..j", "[1, 4]"),
      ("$..[0]", #"[5, {"j": 4}]"#),
      (
        "$..[*]",
        #"[{"j": 1, "k": 2}, [5, 3, [{"j": 4}, {"k": 6}]], 1, 2, 5, 3, [{"j": 4}, {"k": 6}], {"j": 4}, {"k": 6}, 4, 6]"#
      ),
      (
        "$..*",
        #"[{"j": 1, "k": 2}, [5, 3, [{"j": 4}, {"k": 6}]], 1, 2, 5, 3, [{"j": 4}, {"k": 6}], {"j": 4}, {"k": 6}, 4, 6]"#
      ),
      ("$..o", #"[{"j": 1, "k": 2}]"#),
      ("$.o..[*, *]", "[1, 2, 1, 2]"),
      ("$.a..[0, 1]", #"[5, 3, {"j": 4}, {"k": 6}]"#),
    ])
  func descendants(query: String, expected: String) throws {
    let document = #"{"o": {"j": 1, "k": 2}, "a": [5, 3, [{"j": 4}, {"k": 6}]]}"#
    #expect(try Self.select(query, in: document) == Self.json(expected))
  }

  @Test(
    "null is a value, not a missing node (§2.6)",
    arguments: [
      ("$.a", "[null]"), ("$.a[0]", "[]"), ("$.a.d", "[]"), ("$.b[0]", "[null]"),
      ("$.b[*]", "[null]"), ("$.b[?@]", "[null]"), ("$.b[?@==null]", "[null]"),
      ("$.c[?@.d==null]", "[]"), ("$.null", "[1]"),
    ])
  func nulls(query: String, expected: String) throws {
    let document = #"{"a": null, "b": [null], "c": [{}], "null": 1}"#
    #expect(try Self.select(query, in: document) == Self.json(expected))
  }

  @Test(
    "match and search take I-Regexp",
    arguments: [
      ("$[?match(@, 'a.c')]", #"["abc", "a.c", "aBc"]"#),
      ("$[?match(@, 'a\\\\.c')]", #"["a.c"]"#),
      ("$[?search(@, '\\\\p{Lu}')]", #"["aBc"]"#),
      ("$[?match(@, '[a-c]{3}')]", #"["abc"]"#),
      ("$[?search(@, 'b|x')]", #"["abc", "a\nb"]"#),
      // Not I-Regexp (PCRE2 would take them): no match, never an error.
      ("$[?search(@, '\\\\d')]", "[]"),
      ("$[?search(@, '(?:a)')]", "[]"),
      ("$[?search(@, 'a*?')]", "[]"),
      ("$[?match(@, '(')]", "[]"),
      ("$[?match(@, 'a]')]", "[]"),
      // `.` is any character but a line break.
      ("$[?match(@, 'a.b')]", "[]"),
    ])
  func regexps(query: String, expected: String) throws {
    let document = #"["abc", "a.c", "aBc", "a\nb", "123"]"#
    #expect(try Self.select(query, in: document) == Self.json(expected))
  }

  @Test("isSingular tells a query of names and indexes")
  func singular() throws {
    #expect(try JSONPath("$.a['b'][0]").isSingular)
    #expect(try JSONPath("$").isSingular)
    #expect(try !JSONPath("$.a[*]").isSingular)
    #expect(try !JSONPath("$..a").isSingular)
    #expect(try !JSONPath("$[0,1]").isSingular)
    #expect(try JSONPath("$.a") == JSONPath("$.a"))
    #expect(try JSONPath("$.a").text == "$.a")
  }
}

extension JSONValue {
  /// The number of elements, when an array.
  var arrayCount: Int? {
    if case .array(let elements) = self { elements.count } else { nil }
  }
}
