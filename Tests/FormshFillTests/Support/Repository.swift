import Foundation

/// Files of the repository the tests read (benchmark forms, fuzz dictionaries), found from
/// this file's path.
enum Repository {
  /// The repository's root.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The path of a file, from the root.
  static func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }
}
