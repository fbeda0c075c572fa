import Foundation
import PackagePlugin

/// Writes `BuildCommit.swift`, the commit formsh is built from, before every build of the
/// target it is applied to, so that `formsh --version` names it. tools/build-commit does the
/// work and rewrites the file only when the commit changes: an unchanged tree stays an
/// incremental build. Outside a git checkout (a tarball) the commit is unknown, and said so.
@main
struct BuildCommit: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let package = context.package.directoryURL
    let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
    return [
      .prebuildCommand(
        displayName: "Naming the commit formsh is built from",
        executable: URL(filePath: "/bin/sh"),
        arguments: [
          package.appending(path: "tools/build-commit").path(percentEncoded: false),
          package.path(percentEncoded: false),
          output.appending(path: "BuildCommit.swift").path(percentEncoded: false),
        ],
        outputFilesDirectory: output)
    ]
  }
}
