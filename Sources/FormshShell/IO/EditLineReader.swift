import FormshPlatform
import CLibEdit

/// Lines from a person at a terminal, through the system libedit: emacs keys by default,
/// `~/.editrc` honoured (so `bind -v` gives vi mode), history, Tab completion, and Ctrl-C
/// that cancels the line instead of ending formsh. The only file that touches libedit, which
/// is opened when the first reader starts (`unavailable`), not when formsh starts.
final class EditLineReader: LineReader {
  private let editLine: OpaquePointer
  private let history: OpaquePointer
  private let historyFile: HistoryFile?

  // libedit calls back through C function pointers, which cannot capture: the one live
  // reader's state is reached through these globals, touched only on the main thread.
  nonisolated(unsafe) private static var promptText: UnsafeMutablePointer<CChar>? = nil
  nonisolated(unsafe) private static var completer: (() -> Completer)? = nil

  /// Why libedit could not be loaded, or `nil` once it is (opened once, by the first caller).
  static let unavailable: String? = formsh_edit_load().map { reason in
    "libedit could not be loaded (\(String(cString: reason))); install it: apt-get install libedit2"
  }

  /// Starts libedit on the terminal (`unavailable` must be `nil`); loads the history file.
  init(completer: @escaping () -> Completer, historyFile: HistoryFile?) {
    EditLineReader.enableUTF8()
    EditLineReader.completer = completer
    self.historyFile = historyFile
    editLine = formsh_el_init("formsh")
    history = formsh_history_init()
    formsh_history_set_size(history, 1000)
    formsh_history_set_unique(history, 1)
    formsh_el_set_editor(editLine, "emacs")
    formsh_el_set_signal(editLine, 1)
    formsh_el_set_history(editLine, history)
    formsh_el_set_prompt(editLine) { _ in EditLineReader.promptText }
    formsh_el_set_getc(editLine) { _, character in EditLineReader.readCharacter(character) }
    formsh_el_add_function(editLine, "formsh-complete", "Complete a command, field or option") {
      editLine, _ in EditLineReader.complete(editLine)
    }
    formsh_el_bind(editLine, "^I", "formsh-complete")
    formsh_el_source(editLine)
    for line in historyFile?.load() ?? [] { formsh_history_enter(history, line) }
  }

  deinit {
    formsh_el_end(editLine)
    formsh_history_end(history)
  }

  func readLine(prompt: String) -> LineRead {
    free(EditLineReader.promptText)
    EditLineReader.promptText = strdup(prompt)
    Signals.clear()
    var count: Int32 = 0
    let line = formsh_el_gets(editLine, &count)
    if Signals.wasInterrupted {
      Signals.clear()
      Terminal.writeAll(1, Array("^C\n".utf8))
      formsh_el_reset(editLine)
      return .interrupted
    }
    guard let line, count > 0 else { return .end }
    var text = String(cString: line)
    if text.hasSuffix("\n") { text.removeLast() }
    return .line(text)
  }

  func remember(_ line: String) {
    guard !line.isEmpty, !line.hasPrefix(" ") else { return }
    formsh_history_enter(history, line)
    historyFile?.append(line)
  }

  /// libedit decodes input with the C library's locale; make it UTF-8.
  private static func enableUTF8() {
    if let current = setlocale(LC_CTYPE, ""), String(cString: current).lowercased().contains("utf")
    {
      return
    }
    if setlocale(LC_CTYPE, "C.UTF-8") == nil { _ = setlocale(LC_CTYPE, "en_US.UTF-8") }
  }

  /// Reads one character (UTF-8 decoded) from standard input; -1 ends the read when Ctrl-C
  /// arrives, which the default reader would retry.
  private static func readCharacter(_ character: UnsafeMutablePointer<wchar_t>?) -> Int32 {
    var bytes: [UInt8] = []
    while true {
      var byte: UInt8 = 0
      let count = try? withUnsafeMutableBytes(of: &byte) { (raw) throws(SystemCallError) in
        try FileDescriptor.readBytes(
          from: FileDescriptor.standardInput, into: raw, interrupt: .stopOnCtrlC)
      }
      guard let count else { return -1 }
      if count == 0 { return 0 }
      bytes.append(byte)
      let needed =
        bytes[0] < 0x80 ? 1 : bytes[0] >= 0xF0 ? 4 : bytes[0] >= 0xE0 ? 3 : bytes[0] >= 0xC0 ? 2 : 1
      guard bytes.count >= needed else { continue }
      var decoder = UTF8()
      var iterator = bytes.makeIterator()
      if case .scalarValue(let scalar) = decoder.decode(&iterator) {
        character?.pointee = wchar_t(scalar.value)
      } else {
        character?.pointee = wchar_t(0xFFFD)
      }
      return 1
    }
  }

  private static func complete(_ editLine: OpaquePointer?) -> UInt8 {
    guard let editLine, let info = formsh_el_line(editLine), let makeCompleter = completer else {
      return UInt8(CC_ERROR)
    }
    let length = info.pointee.cursor - info.pointee.buffer
    let before = String(
      decoding: UnsafeRawBufferPointer(start: info.pointee.buffer, count: length), as: UTF8.self)
    let completion = makeCompleter().complete(before)
    guard !completion.candidates.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
    let typed = String(before.suffix(completion.replacing))
    if completion.candidates.count == 1 {
      let insert = String(completion.candidates[0].dropFirst(typed.count)) + completion.suffix
      if !insert.isEmpty { formsh_el_insertstr(editLine, insert) }
      return UInt8(CC_REFRESH)
    }
    let common = commonPrefix(completion.candidates)
    if common.count > typed.count {
      formsh_el_insertstr(editLine, String(common.dropFirst(typed.count)))
      return UInt8(CC_REFRESH)
    }
    let width = (completion.candidates.map(\.count).max() ?? 0) + 2
    let columns = max(1, (Terminal.width(of: 1) ?? 80) / width)
    var listing = "\n"
    for (index, candidate) in completion.candidates.enumerated() {
      listing += candidate.padding(to: width)
      if (index + 1) % columns == 0 || index == completion.candidates.count - 1 { listing += "\n" }
    }
    Terminal.writeAll(1, Array(listing.utf8))
    return UInt8(CC_REDISPLAY)
  }

  private static func commonPrefix(_ words: [String]) -> String {
    guard var prefix = words.first else { return "" }
    for word in words.dropFirst() {
      while !word.hasPrefix(prefix) { prefix.removeLast() }
    }
    return prefix
  }
}
