/// formsh's version, as the banner, `--version` and the `User-Agent` header give it.
enum Version {
  /// The version alone (`User-Agent: formsh/0.1.0`).
  static let number = "0.1.0"
  /// The version as the banner shows it (`formsh 0.1.0`).
  static let banner = "formsh " + number
  /// What `formsh --version` prints: the version and the commit it was built from
  /// (`formsh 0.1.0 (commit 56b384a75799)`), or `(unknown commit)` for a build outside a
  /// git checkout.
  static let line = banner + (BuildCommit.name.map { " (commit \($0))" } ?? " (unknown commit)")
}
