import Foundation
import FormshData
import FormshDomain

/// The JSON files the tests read: small fixtures in `Fixtures/`, one per oddity, and the
/// sample forms in the repository's `Forms/`. Found from this file's path, not from bundles.
enum Fixture {
  /// `Tests/FormshDataTests`.
  static let testsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The repository's root.
  static let repository = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

  /// The path of a fixture.
  static func path(_ name: String) -> String {
    testsDirectory.appendingPathComponent("Fixtures").appendingPathComponent(name).path
  }

  /// The path of a file in the repository, from its root.
  static func inRepository(_ relative: String) -> String {
    repository.appendingPathComponent(relative).path
  }

  /// The path of a sample form in `Forms/`.
  static func sample(_ name: String) -> String {
    repository.appendingPathComponent("Forms").appendingPathComponent(name).path
  }

  /// Loads a fixture as `formsh` loads a file.
  static func load(_ name: String) throws -> LoadedForm {
    try FileFormSource(path: path(name)).load()
  }
}

extension Form {
  /// The field ids in render order.
  var ids: [FieldID] { fields.map(\.id) }
}
