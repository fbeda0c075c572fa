import FormshData
import FormshDomain
import FormshPlatform
import FormshPresentation

/// `formsh fill --form FORM [--format jsonl|csv] [--output FILE] [RECORDS|-]`.
struct FillCommand {
  let options: Options
  let console: Console

  enum Format: String {
    case jsonl, csv
  }

  func run() -> Int32 {
    if options.help {
      console.print(Usage.fill)
      return ExitStatus.success
    }
    guard let formPath = options.form else {
      return usage("--form FORM is required")
    }
    guard options.operands.count <= 1 else {
      return usage("one records file at most (got \(options.operands.count))")
    }
    let inputPath = options.operands.first ?? "-"
    let format: Format
    if let name = options.format {
      guard let chosen = Format(rawValue: name.lowercased()) else {
        return usage("--format takes jsonl or csv, not \"\(name)\"")
      }
      format = chosen
    } else {
      format = inputPath.lowercased().hasSuffix(".csv") ? .csv : .jsonl
    }
    let loaded: LoadedForm
    do {
      loaded = try FileFormSource(path: formPath).load()
    } catch {
      return fail(.load(error))
    }
    let opened: FileSystem.OpenFile
    do {
      opened = try FileSystem.openForReading(inputPath)
    } catch {
      return fail(.file(error))
    }
    defer { opened.close() }
    let (input, size) = (opened.descriptor, opened.size)

    let output: AtomicFile?
    do {
      output = try options.output.map { (path) throws(FileSystem.Failure) in try AtomicFile(path) }
    } catch {
      console.printError("formsh fill: error: cannot write \(error.path): \(error.reason)\n")
      return ExitStatus.failure
    }
    let sink: (UnsafeBufferPointer<UInt8>) -> Bool
    if let output {
      sink = { bytes in (try? output.write(bytes)) != nil }
    } else {
      sink = { bytes in Terminal.writeAll(1, bytes) }
    }
    console.flush()
    let run = FillRun(
      form: loaded.form, format: format, input: input, inputSize: size,
      progress: Terminal.isTerminal(2), threads: options.jobs ?? Parallel.processorCount,
      terminalSafe: output == nil && Terminal.isTerminal(1), sink: sink)
    let result = run.run()
    if let header = result.badHeader {
      output?.abandon()
      console.printError(
        "formsh fill: error: \(inputPath):1: the CSV header cannot be read: \(header)\n")
      return ExitStatus.malformed
    }
    if let output {
      do throws(FileSystem.Failure) {
        if result.writeFailed {
          throw FileSystem.Failure(path: output.path, operation: .writing, reason: "write failed")
        }
        try output.commit()
      } catch {
        output.abandon()
        console.printError("formsh fill: error: cannot write \(error.path): \(error.reason)\n")
        return ExitStatus.failure
      }
    }
    if let reason = result.readError {
      console.printError("formsh fill: error: \(inputPath): \(reason)\n")
    }
    console.printError(
      result.summary.line(seconds: result.seconds, interrupted: result.interrupted) + "\n")
    if result.interrupted { return ExitStatus.interrupted }
    if result.readError != nil { return ExitStatus.unreadable }
    if result.writeFailed { return ExitStatus.failure }
    return result.summary.ok == result.summary.records ? ExitStatus.success : ExitStatus.failure
  }

  private func usage(_ message: String) -> Int32 {
    console.printError("formsh fill: \(message)\n\(Usage.fill)")
    return ExitStatus.usage
  }

  private func fail(_ error: ShellError) -> Int32 {
    console.printError("formsh fill: " + ErrorPrinter.format(error, at: .prompt))
    return error.exitStatus
  }
}
