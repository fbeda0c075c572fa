import CPCRE2

/// A pattern compiled by PCRE2, and the one place formsh calls PCRE2 (the only file that
/// imports `CPCRE2`).
///
/// Compiled once, JIT-compiled when the machine allows it (else PCRE2's interpreter runs),
/// then only read: PCRE2 lets threads share a compiled pattern, and each thread matches with
/// its own match data, match context and JIT stack (kept by the C shim). Every match runs
/// under the limits of `MatchBudget`.
final class PatternProgram: @unchecked Sendable {
  private let code: OpaquePointer
  /// Whether PCRE2 tries each starting position in turn: each gets its share of the budget.
  private let searches: Bool

  /// Compiles `source`; `anchored` pins a match to the start of the text, `endAnchored` to
  /// its end.
  init(_ source: String, anchored: Bool, endAnchored: Bool) throws(PatternError) {
    var error: Int32 = 0
    var offset = 0
    let compiled = PatternProgram.withBytes(of: source) { start, count in
      formsh_pcre2_compile(start, count, anchored ? 1 : 0, endAnchored ? 1 : 0, &error, &offset)
    }
    guard let compiled else {
      // PCRE2 says where it stopped reading, in bytes.
      let message = PatternProgram.message(error)
      let place =
        offset >= source.utf8.count
        ? (message.hasSuffix("end of pattern") ? "" : " at the end of the pattern")
        : " at character \(String(decoding: source.utf8.prefix(offset), as: UTF8.self).count + 1)"
      throw .doesNotCompile(reason: message + place)
    }
    code = compiled
    searches = !anchored
    // When it fails (no JIT for this machine, no executable memory), PCRE2 interprets.
    _ = formsh_pcre2_jit_compile(compiled)
  }

  deinit { formsh_pcre2_code_free(code) }

  /// Matches `text` within `scale` times the budget for its length, or `fraction` of it.
  func match(_ text: String, fraction: UInt32 = 1, scale: Int = 1) -> PatternMatch {
    let result = PatternProgram.withBytes(of: text) { start, count in
      var steps = max(1, MatchBudget.steps(forBytes: count, scale: scale) / fraction)
      if searches { steps = max(1, steps / UInt32(count + 1)) }
      return formsh_pcre2_match(
        code, start, count, steps, MatchBudget.depth, MatchBudget.heapKiB,
        MatchBudget.jitStackBytes)
    }
    if result >= 0 { return .matched }
    if Int(result) == FORMSH_PCRE2_NO_MATCH { return .notMatched }
    // The limits (steps, depth, heap, JIT stack), memory, and anything else PCRE2 could not
    // finish: never a pass.
    return .tooCostly
  }

  /// PCRE2's text for an error code.
  private static func message(_ error: Int32) -> String {
    var buffer = [UInt8](repeating: 0, count: 256)
    let length = formsh_pcre2_error_message(error, &buffer, buffer.count)
    return length > 0
      ? String(decoding: buffer.prefix(Int(length)), as: UTF8.self) : "error \(error)"
  }

  /// Calls `body` with the text's UTF-8 bytes, in place when the string is native (it always
  /// is without Foundation), with a valid pointer even when it is empty (PCRE2 refuses NULL).
  private static func withBytes<Result>(
    of text: String, _ body: (UnsafePointer<UInt8>, Int) -> Result
  ) -> Result {
    var text = text
    return text.withUTF8 { bytes in
      if let start = bytes.baseAddress { return body(start, bytes.count) }
      var zero: UInt8 = 0
      return withUnsafePointer(to: &zero) { body($0, 0) }
    }
  }
}
