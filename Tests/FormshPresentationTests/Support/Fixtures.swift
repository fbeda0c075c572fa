import Foundation
import FormshData
import FormshDomain
import FormshPlatform
import FormshSession

/// The sample forms of `Forms/`, and small forms written for one test.
enum Fixtures {
  /// The package's root directory.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The names of the forms in `Forms/` (without `.json`).
  static let sampleNames = ["showcase", "signup", "campaign", "hostile"]

  /// `Forms/NAME.json`, named by its relative path so rendered output does not depend on
  /// where the checkout is.
  static func sample(_ name: String) throws -> LoadedForm {
    let path = "Forms/\(name).json"
    let bytes = try FileSystem.read(root.appendingPathComponent(path).path)
    return try FormDecoder.decode(bytes, source: path)
  }

  /// A form from JSON text.
  static func form(_ json: String, source: String = "test.json") throws -> LoadedForm {
    try FormDecoder.decode(Array(json.utf8), source: source)
  }

  /// A session on a sample form.
  static func session(_ name: String) throws -> Session {
    Session(try sample(name))
  }
}

extension Fixtures {
  /// The secret typed into the filled forms; it must never show in any output.
  static let secret = "correct horse battery staple"

  /// The showcase part-filled: values of every kind, the secret set, the ZIP code and the
  /// email shown failing.
  static func filledShowcase() throws -> Session {
    var session = try session("showcase")
    try session.set("full_name", .text("Ada Lovelace"))
    try session.set(
      "bio",
      .text("Mathematician and writer.\nThe first to publish an algorithm meant for a machine."))
    try session.set("budget", .text("19.99"))
    try session.set("email", .text("ada@"))
    try session.set("password", .text(secret))
    try session.set("zip", .text("123"))
    try session.set("country", .text("Canada"))
    try session.select("interests", .exactly(["design", "sales"]))
    try session.toggle("newsletter")
    try session.check("terms", true)
    _ = try session.validate("zip")
    _ = try session.validate("email")
    return session
  }

  /// The signup form with its values set and every rule run: only the terms fail.
  static func filledSignup() throws -> Session {
    var session = try session("signup")
    try session.set("email", .text("grace@example.com"))
    try session.set("password", .text(secret + " 1906"))
    try session.set("display_name", .text("Grace"))
    try session.check("marketing_opt_in", true)
    _ = try session.validate()
    return session
  }
}
