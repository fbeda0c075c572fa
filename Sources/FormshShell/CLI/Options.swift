import FormshPlatform

/// The command line, split into a subcommand, its operands and the options every subcommand
/// shares. Options may come anywhere before `--`.
struct Options {
  enum ColorChoice: String {
    case auto, always, never
  }

  var subcommand = Subcommand.shell
  var operands: [String] = []
  var color = ColorChoice.auto
  var variables: [String: String] = [:]
  /// Environment variables whose values are secret (`--secret NAME`).
  var secretNames: Set<String> = []
  var bail = false
  var echo = false
  var commands: String?
  var form: String?
  var json = false
  var help = false
  var version = false
  var output: String?
  var format: String?
  var report: [String] = []
  var jobs: Int?
  var followSymlinks = false

  /// Parses arguments (without the program name). A subcommand is recognised only as the
  /// first operand. After an error the rest is still read, so that the error can name the
  /// subcommand even when it comes later (`formsh --jsn lint`).
  static func parse(_ arguments: [String]) throws(UsageError) -> Options {
    var options = Options()
    var index = 0
    var onlyOperands = false
    var firstError: String?
    func value(_ name: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else { throw UsageError("\(name) needs a value") }
      return arguments[index]
    }
    while index < arguments.count {
      var argument = arguments[index]
      var attached: String?
      if !onlyOperands, argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        attached = String(argument[argument.index(after: equals)...])
        argument = String(argument[..<equals])
      }
      func take(_ name: String) throws(UsageError) -> String {
        if let attached { return attached }
        return try value(name)
      }
      if onlyOperands || !argument.hasPrefix("-") || argument == "-" {
        if options.subcommand == .shell, options.operands.isEmpty, !onlyOperands,
          let subcommand = Subcommand(operand: argument)
        {
          options.subcommand = subcommand
        } else {
          options.operands.append(argument)
        }
        index += 1
        continue
      }
      do throws(UsageError) {
        switch argument {
        case "--": onlyOperands = true
        case "-h", "--help": options.help = true
        case "--version": options.version = true
        case "--bail": options.bail = true
        case "--echo": options.echo = true
        case "--json": options.json = true
        case "--follow-symlinks": options.followSymlinks = true
        case "-c": options.commands = try take("-c")
        case "--form", "-f": options.form = try take("--form")
        case "--output", "-o": options.output = try take("--output")
        case "--format": options.format = try take("--format")
        case "--report":
          let kind = try take("--report")
          options.report.append(kind == "junit" ? "junit=" + (try value("--report junit")) : kind)
        case "--jobs", "-j":
          let text = try take("--jobs")
          guard let jobs = Int(text), jobs > 0 else {
            throw UsageError("--jobs takes a positive number, not \"\(text)\"")
          }
          options.jobs = jobs
        case "--color", "--colour":
          let text = try take("--color")
          guard let choice = ColorChoice(rawValue: text) else {
            throw UsageError("--color takes auto, always or never, not \"\(text)\"")
          }
          options.color = choice
        case "--secret":
          let name = try take("--secret")
          guard Variables.isValidName(name) else {
            throw UsageError("--secret takes a variable's NAME, not \"\(name)\"")
          }
          options.secretNames.insert(name)
        case "--var":
          let text = try take("--var")
          guard let equals = text.firstIndex(of: "="),
            Variables.isValidName(String(text[..<equals]))
          else { throw UsageError("--var takes NAME=VALUE, not \"\(text)\"") }
          options.variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
        default:
          throw UsageError("unknown option \(argument)")
        }
      } catch {
        firstError = firstError ?? error.message
      }
      index += 1
    }
    if let firstError { throw UsageError(firstError, subcommand: options.subcommand) }
    return options
  }

  /// At most this many threads per processor, whatever `--jobs` says. `fill` is bound by the
  /// processors, so threads beyond them only take turns; `test` scenarios may wait on files,
  /// and 4 per processor leaves room for that. A larger `--jobs` is accepted (a script need
  /// not know the machine) and means this many.
  static let threadsPerProcessor = 4

  /// The threads `--jobs` asks for (one per processor by default), capped at
  /// `threadsPerProcessor` per processor.
  var threads: Int {
    let processors = Parallel.processorCount
    return min(jobs ?? processors, processors * Options.threadsPerProcessor)
  }
}
