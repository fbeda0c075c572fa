import Testing

@testable import FormshShell

/// A command's spec is its parser: the arguments it declares are those its words are held to
/// (a word too many or one missing is a usage error before the command reads them), so
/// `help`, completion and parsing cannot disagree on them.
@Suite struct CommandSpecParsesTests {
  /// The commands whose words are held to their spec (free text is the command's to read).
  static let held = CommandTable.all.filter { !$0.spec.freeText }.map { $0.spec.name }

  static func parse(_ words: [String]) throws -> any Command {
    let commands = try Lexer { _ in nil }.split(words.joined(separator: " "))
    return try CommandTable.parse(try #require(commands.first))
  }

  @Test(arguments: held)
  func aWordMoreThanTheSpecDeclaresIsUnexpected(name: String) throws {
    let spec = try #require(CommandTable.spec(name))
    let words = [name] + Array(repeating: "1", count: spec.arguments.count) + ["extra"]
    let error = try #require(throws: ParseError.self) { try Self.parse(words) }
    #expect(error.kind == .usage)
    #expect(error.message.hasPrefix("unexpected \"extra\""))
    #expect(error.message.hasSuffix("usage: " + spec.synopsis))
  }

  @Test(arguments: held)
  func aRequiredArgumentLeftOutIsMissing(name: String) throws {
    let spec = try #require(CommandTable.spec(name))
    let required = spec.arguments.count(where: { !$0.isOptional })
    guard required > 0 else { return }
    let words = [name] + Array(repeating: "1", count: required - 1)
    let error = try #require(throws: ParseError.self) { try Self.parse(words) }
    #expect(error.message == "missing argument; usage: " + spec.synopsis)
  }

  /// Every count of words the spec allows reaches the command's `init`, which reads them
  /// without counting again: it makes the command or names a bad value, and never reads a
  /// word that is not there.
  @Test(arguments: held)
  func everyCountTheSpecAllowsReachesTheCommand(name: String) throws {
    let spec = try #require(CommandTable.spec(name))
    let required = spec.arguments.count(where: { !$0.isOptional })
    for count in required...spec.arguments.count {
      do {
        _ = try Self.parse([name] + Array(repeating: "1", count: count))
      } catch let error as ParseError {
        let counted = ["missing argument", "unexpected \"1\""].map {
          $0 + "; usage: " + spec.synopsis
        }
        #expect(!counted.contains(error.message), "\(name) with \(count) words")
      }
    }
  }

  /// Optional arguments come after the required ones, as the synopsis writes them.
  @Test(arguments: CommandTable.all.map { $0.spec.name })
  func optionalArgumentsComeLast(name: String) throws {
    let spec = try #require(CommandTable.spec(name))
    let firstOptional = spec.arguments.firstIndex(where: \.isOptional) ?? spec.arguments.count
    #expect(spec.arguments[firstOptional...].allSatisfy { $0.isOptional })
  }
}
