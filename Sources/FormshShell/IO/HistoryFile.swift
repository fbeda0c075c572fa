import FormshData
import FormshPlatform

/// The history file: `$XDG_STATE_HOME/formsh/history`, else `~/.local/state/formsh/history`;
/// mode 0600, one command per line. Each entered line is appended on its own (O_APPEND), so
/// two sessions writing at once lose nothing; lines with secure values never get here.
final class HistoryFile {
  /// Lines kept when loading.
  static let limit = 1000
  let path: String
  private var appender: FileAppender?

  init(path: String) {
    self.path = path
  }

  /// The default location, or `nil` when there is no home to put it in.
  static func standard() -> HistoryFile? {
    let state: String
    if let xdg = Terminal.environment("XDG_STATE_HOME"), xdg.hasPrefix("/") {
      state = xdg
    } else if let home = Terminal.home {
      state = home + "/.local/state"
    } else {
      return nil
    }
    return HistoryFile(path: state + "/formsh/history")
  }

  /// The last lines of the file, oldest first.
  func load() -> [String] {
    guard let bytes = try? FileSystem.read(path) else { return [] }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    return Array(lines.suffix(HistoryFile.limit))
  }

  /// Appends one line, creating the file (0600) and its directory (0700) when needed.
  func append(_ line: String) {
    if appender == nil {
      let directory = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
      try? FileSystem.makeDirectories(directory, mode: 0o700)
      appender = try? FileAppender(path: path, truncate: false, mode: 0o600)
    }
    appender?.append(line.replacingNewlines() + "\n")
  }
}

extension String {
  func replacingNewlines() -> String {
    String(map { $0.isNewline ? " " : $0 })
  }
}
