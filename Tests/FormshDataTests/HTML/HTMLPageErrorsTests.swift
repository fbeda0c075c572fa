import FormshData
import FormshDomain
import FormshHTML
import Testing

/// The errors a page answered with holds beside its fields (issue 43, docs/html-forms.md,
/// "Errors in the page"): Django's error lists wherever its renderings put them, Rails'
/// `field_with_errors`, `aria-invalid` with `aria-describedby`; each on its field.
@Suite("HTML pages: errors beside the fields")
struct HTMLPageErrorsTests {
  typealias Found = HTMLPageErrors.Found

  static func map(_ html: String) -> [Found] {
    HTMLPageErrors.map(Array(html.utf8))
  }

  static let fields = """
    <input type=hidden name=csrfmiddlewaretoken value=t>
    """

  @Test("Django as_p: the list before the field's <p>; nonfield the form's")
  func djangoAsP() {
    let page = """
      <html><form method=post>\(Self.fields)
      <ul class="errorlist nonfield"><li>Check the form.</li></ul>
      <p><label for=id_name>Name</label> <input name=name id=id_name></p>
      <ul class="errorlist"><li>Enter a valid email address.</li></ul>
      <p><label for=id_email>Email</label> <input name=email id=id_email></p>
      </form></html>
      """
    #expect(
      Self.map(page) == [
        Found(field: nil, message: "Check the form."),
        Found(field: "email", message: "Enter a valid email address."),
      ])
  }

  @Test("Django: after the field in its <p> (which the list closes), in a table cell, in a <li>")
  func djangoBesideTheField() {
    let after = """
      <html><form><p><input name=a> <ul class="errorlist"><li>A is wrong.</li></ul></p>
      <p><input name=b></p></form></html>
      """
    #expect(Self.map(after) == [Found(field: "a", message: "A is wrong.")])
    let table = """
      <html><form><table><tr><th>A</th><td><input name=a></td></tr>
      <tr><th>B</th><td><ul class="errorlist"><li>B is wrong.</li><li>And short.</li></ul>
      <input name=b></td></tr></table></form></html>
      """
    #expect(
      Self.map(table) == [
        Found(field: "b", message: "B is wrong."), Found(field: "b", message: "And short."),
      ])
    let list = """
      <html><form><ul><li><ul class="errorlist"><li>C is wrong.</li></ul><input name=c></li>
      </ul></form></html>
      """
    #expect(Self.map(list) == [Found(field: "c", message: "C is wrong.")])
  }

  @Test("Rails: field_with_errors, its message after it, #error_explanation the form's")
  func rails() {
    let page = """
      <html><form><div id="error_explanation"><ul><li>Email can't be blank</li></ul></div>
      <div class="field_with_errors"><input name="user[email]"></div>
      <span class="error">can't be blank</span>
      <div class="field_with_errors"><input name="user[name]"></div></form></html>
      """
    #expect(
      Self.map(page) == [
        Found(field: nil, message: "Email can't be blank"),
        Found(field: "user[email]", message: "can't be blank"),
        Found(field: "user[name]", message: "is invalid"),
      ])
  }

  @Test("aria-invalid with aria-describedby, on any page")
  func aria() {
    let page = """
      <html><form><input name=age aria-invalid="true" aria-describedby="age-hint age-error">
      <p id=age-hint>  </p><p id=age-error>Must be 18 or more.</p>
      <input name=zip aria-invalid=true><input name=ok aria-invalid=false></form></html>
      """
    #expect(
      Self.map(page) == [
        Found(field: "age", message: "Must be 18 or more."),
        Found(field: "zip", message: "is invalid"),
      ])
  }

  @Test("a refused page's errors land on the form's fields as JSON errors do")
  func onTheFields() throws {
    let form = try FormDecoder.decode(
      Array("<html><form><input name=email><input name=age></form></html>".utf8),
      source: "page.html"
    ).form
    let answer = """
      <!doctype html><form><p><input name=email><ul class=errorlist><li>Taken.</li></ul></p>
      <ul class="errorlist nonfield"><li>Try again.</li></ul>
      <p><input name=age aria-invalid=true></p></form>
      """
    let errors = try #require(ServerErrorMapper.map(Array(answer.utf8), form: form))
    #expect(errors.lines == ["Try again.", "email: Taken.", "age: is invalid"])
    #expect(ServerErrorMapper.map(Array("<html><p>fine</p></html>".utf8), form: form) == nil)
    #expect(ServerErrorMapper.map(Array("plain text".utf8), form: form) == nil)
  }

  @Test("thousands of error lists: read up to 200, no more work")
  func many() {
    let lists = String(
      repeating: "<p><input name=a> <ul class=errorlist><li>x</li></ul></p>", count: 5_000)
    #expect(Self.map("<html><form>" + lists + "</form></html>").count == 200)
  }
}
