import FormshPlatform

/// The output files a command will write at its end (`formsh test`'s reports, coverage JSON
/// and curl file; `formsh probe`'s JUnit report), checked before it sends or runs anything
/// (`FileSystem.checkWritable`): a path that cannot be written would otherwise fail only
/// after every request was sent (records created) or every scenario ran.
enum OutputCheck {
  /// Prints an error for each of `paths` that cannot be written, and returns the exit status
  /// (73) when any cannot; nil when all can.
  static func refuse(
    _ paths: [String], followingSymlinks: Bool, in subcommand: SubcommandSpec, console: Console
  ) -> Int32? {
    var status: Int32?
    for path in paths {
      do {
        try FileSystem.checkWritable(path, followingSymlinks: followingSymlinks)
      } catch {
        status = ErrorPrinter.report(.file(error), in: subcommand, to: console)
      }
    }
    return status
  }
}
