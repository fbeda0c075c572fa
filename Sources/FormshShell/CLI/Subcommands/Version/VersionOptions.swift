/// `formsh version`: its spec and options.
struct VersionOptions: SubcommandOptions {
  static let spec = SubcommandSpec(
    "version",
    usage: ["formsh version"],
    overview: [("formsh version", "the version")],
    operands: .none,
    help: [
      .usage,
      .text(
        """
        Prints formsh's version and the commit it was built from, as formsh --version
        and formsh -V do: formsh 0.1.0 (commit 56b384a75799), with ", modified" when
        the tree had uncommitted changes, or (unknown commit) for a build outside a git
        checkout.

        """),
    ])

  static let options = CommonOptions.taken(by: \Self.common)

  var common = CommonOptions()
  var operands: [String] = []
}
