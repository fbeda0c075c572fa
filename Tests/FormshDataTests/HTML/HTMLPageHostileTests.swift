import FormshData
import FormshDomain
import Testing

/// Hostile HTML pages (RELIABILITY.md, "Round five (issue 43)"): each is read, or refused
/// with a reason, within a bounded amount of work; none crashes or hangs the load.
@Suite("HTML pages: hostile input")
struct HTMLPageHostileTests {
  static func translate(_ html: String) throws(FormLoadError) -> FormDecoder.Translated {
    try FormDecoder.translate(Array(html.utf8), source: "page.html")
  }

  static func fieldCount(_ translated: FormDecoder.Translated) -> Int {
    if case .array(let fields)? = translated.form["fields"] { fields.count } else { -1 }
  }

  @Test(
    "elements nested past 1000 deep are refused before the parser sees them",
    arguments: ["<span>", "<div>", "<b>", "<i><b>"])
  func deep(tag: String) throws {
    // gumbo's work grows with the square of the depth: 20,000 nested <span>s took minutes.
    let page = "<form>" + String(repeating: tag, count: 20_000) + "<input name=a></form>"
    do throws(FormLoadError) {
      _ = try Self.translate(page)
      Issue.record("read")
    } catch {
      #expect(error.message.contains("its elements nest more than 1000 deep"))
    }
  }

  @Test(
    "an end tag of no element open closes nothing: stray end tags do not hide the depth",
    arguments: ["<div></span>", "<span></b>", "<b></i></i>"])
  func strayEndTags(pair: String) throws {
    // gumbo ignores `</span>` with no span open, so `<div></span>` nests one div deeper each
    // time: counted as closing, 50,000 of them read as depth 1 and took gumbo minutes.
    let page = "<form>" + String(repeating: pair, count: 50_000) + "<input name=a></form>"
    do throws(FormLoadError) {
      _ = try Self.translate(page)
      Issue.record("read")
    } catch {
      #expect(error.message.contains("its elements nest more than 1000 deep"))
    }
  }

  @Test("many shallow nests are bounded by the sum of their depths")
  func manyNests() throws {
    let nest = String(repeating: "<span>", count: 900) + String(repeating: "</span>", count: 900)
    let page = "<form><input name=a>" + String(repeating: nest, count: 30) + "</form>"
    do throws(FormLoadError) {
      _ = try Self.translate(page)
      Issue.record("read")
    } catch {
      #expect(error.message.contains("nest too deep too often"))
    }
  }

  @Test("lists, selects and paragraphs never closed are not depth")
  func flat() throws {
    let options = (1...5_000).map { "<option value=\($0)>\($0)" }.joined()
    let page =
      "<form><select name=s>" + options + "</select>"
      + String(repeating: "<p>x", count: 5_000) + String(repeating: "<li>y", count: 5_000)
    let translated = try Self.translate(page)
    #expect(Self.fieldCount(translated) == 1)
  }

  @Test("thousands of inputs: read up to the form's field limit, the rest said")
  func manyInputs() throws {
    let inputs = (1...3_000).map { "<input name=f\($0)>" }.joined()
    let translated = try Self.translate("<form>" + inputs + "</form>")
    #expect(Self.fieldCount(translated) == 3_000)
    let twice = (1...2_000).map { _ in "<input name=same>" }.joined()
    let repeated = try Self.translate("<form>" + twice + "</form>")
    #expect(Self.fieldCount(repeated) == 1)
    #expect(repeated.diagnostics.filter { $0.message.contains("\"same\" again") }.count == 1_999)
  }

  @Test(
    "a huge page (8 MB around the form) is read; one whose form lies past the nodes read is refused"
  )
  func huge() throws {
    let filler = String(repeating: "<p>lorem ipsum dolor sit amet</p>\n", count: 120_000)
    let translated = try Self.translate(
      "<!doctype html><body>" + filler + "<form><input name=a></form>" + filler)
    #expect(Self.fieldCount(translated) == 1)
    let long = String(repeating: "<p>x</p>", count: 600_000)
    do throws(FormLoadError) {
      _ = try Self.translate("<!doctype html><body>" + long + "<form><input name=a></form>")
      Issue.record("read")
    } catch {
      #expect(error.message.contains("its first 1000000 nodes hold no <form>"))
    }
  }

  @Test("no form, an empty page, bytes that are not UTF-8, NUL: errors, not crashes")
  func garbage() throws {
    for page in ["<html></html>", "<!doctype html>", "<html>\u{0}\u{0}<form", "<html><form"] {
      _ = try? Self.translate(page)
    }
    let bytes: [UInt8] =
      Array("<html><form><input name=\"".utf8) + [0xFF, 0xFE, 0x00]
      + Array(
        "\"></form>".utf8)
    let translated = try FormDecoder.translate(bytes, source: "page.html")
    #expect(Self.fieldCount(translated) == 1)
    #expect(throws: FormLoadError.self) { try Self.translate("<html><p>no form</p></html>") }
  }
}
