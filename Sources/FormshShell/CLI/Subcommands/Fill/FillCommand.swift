import FormshData
import FormshFill
import FormshDomain
import FormshPlatform
import FormshPresentation

/// `formsh fill [--form FORM] [--format jsonl|csv] [--output FILE] [RECORDS|-]`: on the
/// built-in form when no form is named, as `run` and `test` are. With `--to URL`, each valid
/// record is sent too (`FillSendRun`) and its line says what the server answered.
struct FillCommand: Subcommand {
  let options: FillOptions
  let console: Console

  func run() -> Int32 {
    guard options.operands.count <= 1 else {
      return fail(.usage("one records file at most (got \(options.operands.count))"))
    }
    let inputPath = options.operands.first ?? "-"
    let format: FillFormat
    if let name = options.format {
      guard let chosen = FillFormat(rawValue: name.lowercased()) else {
        return fail(.usage("--format takes jsonl or csv, not \"\(name)\""))
      }
      format = chosen
    } else {
      format = inputPath.lowercased().hasSuffix(".csv") ? .csv : .jsonl
    }
    if options.form.form == nil, options.format == nil, inputPath.lowercased().hasSuffix(".json") {
      return fail(
        .usage(
          "\(inputPath) ends in .json, as a form does: name the form with --form FORM"
            + " (or pass --format jsonl if it holds records)"))
    }
    if options.form.form == "-", inputPath == "-" {
      return fail(.usage("the form and the records cannot both be standard input"))
    }
    let loaded: LoadedForm
    let http: HTTPClient
    let target: FillTarget?
    do throws(ShellError) {
      target = try FillTarget.from(options.send)
      if let target {
        do {
          try HTTPClient.checkAvailable(for: HTTPRequest.shown(target.url))
        } catch {
          throw ShellError.http(error)
        }
      }
      http = try options.http.makeClient()
      let source: any FormSource =
        options.form.form.map {
          FormSources.source(
            $0, client: http, dialect: options.form.dialect, htmlForm: options.form.htmlForm,
            operation: options.form.operation)
        }
        ?? BuiltinFormSource()
      do {
        // Options from servers (`options_url`), once for the run, before the records.
        loaded = try OptionsLoader.loadForRun(source, client: http)
      } catch {
        throw ShellError.load(error)
      }
    } catch {
      return fail(error)
    }
    if format == .csv, !loaded.form.lists.isEmpty {
      let lists = loaded.form.lists.map { "\"\($0.id)\"" }.joined(separator: ", ")
      return fail(
        .usage(
          "\(loaded.source) has repeating groups (\(lists)), whose items a CSV row cannot"
            + " carry; give the records as JSON Lines, each list an array of objects"))
    }
    if let id = options.id, loaded.form.field(id)?.kind.isSecret == true {
      return fail(
        .usage(
          "--id \(id) names a secure field: its values would be copied into every output line;"
            + " name a field (or key) that tells records apart without being secret"))
    }
    // The form given again as the records (`--form F.json F.json`, or another name of it):
    // refused as a `.json` records file without `--form` is.
    if inputPath != "-", let form = options.form.form, let read = RunInputs.input(sameAs: inputPath)
    {
      return fail(
        .usage(
          "\(inputPath) is the form given with --form (\(read)), not records: name the records"
            + " file after it (fill --form \(form) RECORDS)"))
    }
    let input: FileSystem.OpenFile
    do {
      input = try FileSystem.openForReading(inputPath, asInput: true)
    } catch {
      return fail(.file(error))
    }
    defer { input.close() }
    // What fill read of a pipe to look at its first record, given first to the run.
    var leading: [UInt8] = []
    if options.form.form == nil {
      if format == .jsonl, input.size == nil, !Terminal.isTerminal(input.descriptor) {
        leading = input.readFirstLine(limit: FillCommand.peekLimit)
      }
      if format == .jsonl,
        let keys = FillCommand.firstRecordKeys(
          input.size == nil ? leading : input.peek(Self.peekLimit)),
        !keys.isEmpty, !keys.contains(where: { loaded.form.field($0) != nil })
      {
        let shown = keys.prefix(5).map { quoted(TerminalText.sanitize($0)) }
        return fail(
          .usage(
            "no --form given, and the first record's keys (\(shown.joined(separator: ", "))"
              + "\(keys.count > 5 ? ", …" : "")) name no field of the built-in sample form:"
              + " name the records' form with --form FORM"))
      }
      console.printError(
        "formsh fill: "
          + ErrorPrinter.warning(
            "no --form given: filling the built-in sample form (\(BuiltinFormSource.name));"
              + " name the records' form with --form FORM"))
    }

    let output: AtomicFile?
    do {
      output = try options.output.output.map { (path) throws(FileSystem.Failure) in
        try AtomicFile(path, followingSymlinks: options.output.followSymlinks)
      }
    } catch {
      return fail(.file(error))
    }
    var writeFailure: FileSystem.Failure?
    var standardOutputFailure: SystemCallError?
    let sink: (UnsafeBufferPointer<UInt8>) -> Bool
    if let output {
      sink = { bytes in
        do throws(FileSystem.Failure) {
          try output.write(bytes)
          return true
        } catch {
          writeFailure = error
          return false
        }
      }
    } else {
      sink = { bytes in
        do throws(SystemCallError) {
          try FileDescriptor.writeAll(
            to: FileDescriptor.standardOutput, UnsafeRawBufferPointer(bytes))
          return true
        } catch {
          standardOutputFailure = error
          return false
        }
      }
    }
    console.flush()
    let outputDescriptor = output?.descriptor ?? FileDescriptor.standardOutput
    let progress = Terminal.isTerminal(FileDescriptor.standardError)
    let terminalSafe = Terminal.isTerminal(outputDescriptor)
    let result: Ending
    let identity = options.id.map {
      RecordIdentity(key: $0, fieldIDs: loaded.form.fields.map(\.id))
    }
    let firstRecord = options.firstRecord ?? 1
    if let target {
      let sending = FillSendRun(
        form: loaded.form, format: format, input: input.descriptor, leading: leading,
        inputSize: input.size, target: target, client: http, progress: progress,
        terminalSafe: terminalSafe,
        identity: identity, firstRecord: firstRecord,
        mask: { [secrets = runSecrets(http, target)] more in
          // The run's secrets, the record's secure values and the cookies set so far.
          var secrets = secrets
          secrets.remember(more)
          secrets.remember(http.cookieValues())
          return { [secrets] text in secrets.scrub(text) }
        }, sink: sink)
      result = Ending(sending.run(), to: target, fieldIDs: loaded.form.fieldIDsAcrossItems)
    } else {
      let run = FillRun(
        form: loaded.form, format: format, input: input.descriptor, leading: leading,
        inputSize: input.size, progress: progress, threads: options.parallel.threads,
        terminalSafe: terminalSafe,
        lineByLine: inputPath == "-" && Terminal.isTerminal(FileDescriptor.standardInput),
        identity: identity, firstRecord: firstRecord, sink: sink)
      result = Ending(
        run.run(), firstRecord: firstRecord, fieldIDs: loaded.form.fieldIDsAcrossItems)
    }
    if let header = result.badHeader, options.form.form == nil {
      // As JSON Lines of another form are refused (above): the records are another form's.
      output?.abandon()
      return fail(
        .usage(
          "no --form given, and the CSV header cannot be read for the built-in sample form"
            + " (\(header)): name the records' form with --form FORM"))
    }
    if let header = result.badHeader {
      output?.abandon()
      return fail(
        .malformed(path: inputPath, line: 1, reason: "the CSV header cannot be read: \(header)"))
    }
    if let output {
      do throws(FileSystem.Failure) {
        if let writeFailure { throw writeFailure }
        try output.commit()
      } catch {
        output.abandon()
        return fail(.file(error))
      }
    }
    // Standard output refused the lines: a reader that went away stops fill quietly, as it
    // stops `cat`; any other failure is an error, since the results never arrived.
    if let standardOutputFailure {
      if Signals.wasTerminated { return ExitStatus.terminated }
      if standardOutputFailure.code == EPIPE {
        Signals.noteOutputClosed()
        return ExitStatus.closedPipe
      }
      return fail(
        .file(
          FileSystem.Failure(
            path: "standard output", operation: .writing,
            reason: standardOutputFailure.reason)))
    }
    let readFailure = result.readError.map {
      ShellError.file(FileSystem.Failure(path: inputPath, operation: .reading, reason: $0))
    }
    if let readFailure { _ = fail(readFailure) }
    var jarFailure: ShellError?
    if target != nil, http.cookieJar != nil {
      do throws(FileSystem.Failure) {
        try http.saveCookies()
      } catch {
        jarFailure = .file(error)
        _ = fail(.file(error))
      }
    }
    console.printError(result.summary)
    if let unreachable = result.unreachable { _ = fail(unreachable) }
    if let note = result.interruption { console.printError(note + "\n") }
    if let note = result.budgetNote { console.printError(note + "\n") }
    if result.interrupted { return ExitStatus.interrupted }
    if let readFailure { return readFailure.exitStatus }
    if let unreachable = result.unreachable { return unreachable.exitStatus }
    if let jarFailure { return jarFailure.exitStatus }
    return result.status
  }

  /// The secrets of a `fill --to` run that do not change record to record: the command
  /// line's, the secret headers' values and the target URL's credentials, learnt once.
  private func runSecrets(_ http: HTTPClient, _ target: FillTarget) -> Secrets {
    var secrets = console.secrets
    secrets.remember(http.settings.headers.filter(\.isSecret).map(\.value))
    secrets.remember(HTTPRequest.credentials(of: target.url))
    return secrets
  }

  /// Prints an error as `formsh fill: error: …`; its exit status.
  private func fail(_ error: ShellError) -> Int32 {
    ErrorPrinter.report(error, in: Self.spec, to: console)
  }

  /// How much of the input is read to find the first record's keys.
  static let peekLimit = 1 << 16

  /// The keys of the first record of JSON Lines whose first bytes are these; `nil` when the
  /// first line is no JSON object (or longer than `peekLimit`).
  private static func firstRecordKeys(_ bytes: [UInt8]?) -> [String]? {
    guard let bytes else { return nil }
    let line = bytes.split(separator: UInt8(ascii: "\n")).first {
      !$0.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\r") }
    }
    guard let line, let object = try? JSONParser.parseObject(Array(line)) else { return nil }
    return object.members.map(\.key)
  }
}
