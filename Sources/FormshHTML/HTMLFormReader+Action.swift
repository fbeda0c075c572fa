import FormshJSON

extension HTMLFormReader {
  /// The form's `action`, `method` and `enctype` as formsh's `action`: the URL as written
  /// (formsh resolves a relative one against the page's URL), the page's own URL when there is
  /// none, and what formsh cannot send as the page says reported.
  mutating func action() -> JSONObject {
    var members: [(key: String, value: JSONValue)] = []
    let written = (form["action"] ?? "").trimmingWhitespace
    if !written.isEmpty {
      members.append(("url", .string(written)))
    } else if let page {
      members.append(("url", .string(page)))
    }
    let method = (form["method"] ?? "get").lowercased()
    if method != "post" {
      problems.report(
        "<form method=\"\(form["method"] ?? "get")\">",
        .changed(
          "is sent with POST: formsh sends a form with POST, PUT or PATCH (a form that says no"
            + " method is a GET form)"), at: place(of: "form", nil))
    }
    members.append(("method", .string("POST")))
    let encoding = (form["enctype"] ?? "application/x-www-form-urlencoded").lowercased()
    if encoding != "application/x-www-form-urlencoded" {
      problems.report(
        "<form enctype=\"\(encoding)\">",
        .changed("is sent as application/x-www-form-urlencoded: formsh sends no \(encoding) yet"),
        at: place(of: "form", nil))
    }
    members.append(("as", .string("form")))
    return JSONObject(members)
  }
}

extension String {
  /// The text without the white space HTML allows around an attribute's value.
  var trimmingWhitespace: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
