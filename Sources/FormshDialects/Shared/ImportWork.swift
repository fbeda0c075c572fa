import FormshJSON

/// The work one import may do, counted in steps as a logic evaluation counts its own
/// (`LogicLimits`): an importer charges a step for each construct it reads (an element, a
/// component, a node, a property, a choice, a `$ref` followed, a member `allOf` merges) and for
/// each value it builds (a field, an option, a condition's node given to a field). Past its
/// `limit` (`FormLimits.importWork` in formsh), or once the run is to stop (Ctrl-C, SIGTERM),
/// `charge` says no: every importer loop then ends, and the caller refuses the form
/// (`FormDecoder`: `FormLoadError.tooLarge`, naming the document, or `.interrupted`). A document that says in
/// a few bytes what takes much work (`$ref`s that multiply, conditions given to every field of
/// a deep panel) so ends as an error, never as a hang, and what an import builds is bounded
/// too.
public final class ImportWork {
  /// Why the import stopped.
  public enum Stop: Sendable, Equatable {
    /// More than `limit` steps were needed.
    case overBudget(limit: Int)
    /// The run was asked to stop.
    case interrupted
  }

  /// The most steps the import may take.
  public let limit: Int
  /// Steps taken so far.
  public private(set) var spent = 0
  /// Why the import stopped; nil while it may go on.
  public private(set) var stop: Stop?
  private let isInterrupted: () -> Bool
  /// The step count at which `charge` next looks beyond its addition: the limit, or the next
  /// time to ask whether the run is to stop.
  private var checkpoint: Int

  /// Steps between two questions to `isInterrupted`: well under a millisecond of an
  /// importer's work, so Ctrl-C ends an import at once.
  public static let interruptInterval = 1024

  /// An import of at most `limit` steps that stops once `isInterrupted` says so.
  public init(limit: Int, isInterrupted: @escaping () -> Bool = { false }) {
    self.limit = limit
    self.isInterrupted = isInterrupted
    checkpoint = min(limit, Self.interruptInterval)
  }

  /// Whether the import may go on.
  public var goesOn: Bool { stop == nil }

  /// Counts `steps` more; false once the import is to stop (the caller's loop ends).
  @discardableResult
  public func charge(_ steps: Int = 1) -> Bool {
    spent += steps
    if spent > checkpoint { pass() }
    return stop == nil
  }

  /// The nodes of a value (each array, object and scalar one), counted no further than
  /// `bound`: what a condition given to many fields costs each of them.
  static func nodes(of value: JSONValue, upTo bound: Int) -> Int {
    var count = 0
    var pending = [value]
    while let next = pending.popLast(), count < bound {
      count += 1
      switch next {
      case .array(let elements): pending += elements
      case .object(let object): pending += object.members.map(\.value)
      default: break
      }
    }
    return count
  }

  /// Past a checkpoint: the limit, or a time to ask whether to stop.
  private func pass() {
    guard stop == nil else { return }
    if spent > limit {
      stop = .overBudget(limit: limit)
    } else if isInterrupted() {
      stop = .interrupted
    }
    checkpoint = min(limit, (spent / Self.interruptInterval + 1) * Self.interruptInterval)
  }
}
