import FormshPlatform

/// How much runs at once: `--jobs N` (`-j`) threads, for `fill` and `test`.
struct ParallelOptions {
  /// `--jobs N`, as given.
  var jobs: Int?

  /// At most this many threads per processor, whatever `--jobs` says. `fill` is bound by the
  /// processors, so threads beyond them only take turns; `test` scenarios may wait on files,
  /// and 4 per processor leaves room for that. A larger `--jobs` is accepted (a script need
  /// not know the machine) and means this many.
  static let threadsPerProcessor = 4

  /// The threads `--jobs` asks for (one per processor by default), capped at
  /// `threadsPerProcessor` per processor.
  var threads: Int {
    let processors = Parallel.processorCount
    return min(jobs ?? processors, processors * ParallelOptions.threadsPerProcessor)
  }

  static let jobs = OptionSpec<ParallelOptions>("--jobs", "-j", value: "N") {
    (options, text) throws(UsageError) in
    guard let jobs = Int(text), jobs > 0 else {
      throw UsageError("--jobs takes a positive number, not \"\(text)\"")
    }
    options.jobs = jobs
  }
}
