import CYAML

/// libyaml's event parser over a document's bytes, and the one place formsh calls libyaml
/// (the only file that imports `CYAML`). libyaml keeps its own stack of states (no
/// recursion), so deep nesting costs memory, not the machine stack; `YAMLReader` bounds it.
final class YAMLEvents {
  /// What the reader is told, in document order.
  enum Event {
    case documentStart(Mark)
    case documentEnd
    case mappingStart(anchor: String?, tag: String?, Mark)
    case mappingEnd
    case sequenceStart(anchor: String?, tag: String?, Mark)
    case sequenceEnd
    /// A scalar's text; `plain` when it was written unquoted (the core schema types it).
    case scalar(String, plain: Bool, anchor: String?, tag: String?, Mark)
    case alias(String, Mark)
    case streamEnd
  }

  /// Where an event starts (line and column from 1).
  struct Mark {
    let line: Int
    let column: Int
  }

  // libyaml reads from a buffer and a parser it is given the address of: both must stay where
  // they are while it runs, so they are allocated here and freed with the reader.
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let input: UnsafeMutableBufferPointer<UInt8>

  /// A parser over a copy of `bytes`.
  init(_ bytes: [UInt8]) {
    parser = .allocate(capacity: 1)
    input = .allocate(capacity: max(bytes.count, 1))
    _ = input.initialize(from: bytes)
    yaml_parser_initialize(parser)
    yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
  }

  deinit {
    yaml_parser_delete(parser)
    parser.deallocate()
    input.deallocate()
  }

  /// The next event; stream and document starts that say nothing are passed over.
  func next() throws(YAMLError) -> Event {
    while true {
      var event = yaml_event_t()
      guard yaml_parser_parse(parser, &event) == 1 else {
        let problem = parser.pointee.problem.map { String(cString: $0) } ?? "not YAML"
        let mark = parser.pointee.problem_mark
        throw YAMLError(
          line: Int(mark.line) + 1, column: Int(mark.column) + 1, reason: problem)
      }
      defer { yaml_event_delete(&event) }
      let mark = Mark(
        line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
      switch event.type {
      case YAML_STREAM_START_EVENT:
        continue
      case YAML_DOCUMENT_START_EVENT:
        return .documentStart(mark)
      case YAML_DOCUMENT_END_EVENT:
        return .documentEnd
      case YAML_MAPPING_START_EVENT:
        let start = event.data.mapping_start
        return .mappingStart(anchor: Self.text(start.anchor), tag: Self.text(start.tag), mark)
      case YAML_MAPPING_END_EVENT:
        return .mappingEnd
      case YAML_SEQUENCE_START_EVENT:
        let start = event.data.sequence_start
        return .sequenceStart(anchor: Self.text(start.anchor), tag: Self.text(start.tag), mark)
      case YAML_SEQUENCE_END_EVENT:
        return .sequenceEnd
      case YAML_SCALAR_EVENT:
        var length = 0
        var plain: Int32 = 0
        var tag: UnsafePointer<UInt8>?
        let value = formsh_yaml_scalar(&event, &length, &plain, &tag)
        let text =
          value.map {
            String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
          }
          ?? ""
        return .scalar(
          text, plain: plain != 0, anchor: Self.text(event.data.scalar.anchor),
          tag: Self.text(tag), mark)
      case YAML_ALIAS_EVENT:
        return .alias(Self.text(event.data.alias.anchor) ?? "", mark)
      default:
        return .streamEnd
      }
    }
  }

  private static func text(_ pointer: UnsafePointer<UInt8>?) -> String? {
    pointer.map { String(cString: $0) }
  }

  private static func text(_ pointer: UnsafeMutablePointer<UInt8>?) -> String? {
    pointer.map { String(cString: $0) }
  }
}
