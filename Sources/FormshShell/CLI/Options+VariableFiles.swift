/// The variables that come from files: `--var-file FILE` (under `--var`) and `test --data
/// FILE` (a row's over both; docs/testing.md, "Data-driven suites").
extension Options {
  /// Reads `--var-file` into `variables`, where `--var` and `--secret NAME=VALUE` gave no
  /// value, and `--data` into `rows`.
  mutating func readVariableFiles() throws(ShellError) {
    if !variableFiles.isEmpty {
      variables.merge(try VariableFile.read(variableFiles)) { given, _ in given }
    }
    if let data { rows = try DataRows.read(data) }
  }
}
