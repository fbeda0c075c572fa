extension LogicRule {
  /// The numbers the rule compares the value at key `id` with, when that is all it does with
  /// it: every read of the key (a path of that one key) is an argument of `==`, `===`, `!=`,
  /// `!==`, `<`, `<=`, `>` or `>=` whose other arguments are numbers written in the rule.
  /// `nil` when the rule reads the key any other way.
  ///
  /// Such a rule gives the same answer, with the same steps, for every number between two
  /// neighbouring ones of these (and for every number below the least, or above the greatest):
  /// each comparison it makes of the value does. Batch fill evaluates it once for each such
  /// stretch, and keeps the answers (`ConditionTables`).
  package func comparedNumbers(of id: String) -> [Double]? {
    // Read with its whole group, the value goes wherever the group's object goes.
    guard groupReads.isEmpty else { return nil }
    var numbers: [Double] = []
    return LogicRule.compared(root, id, &numbers) ? numbers : nil
  }

  /// Walks `node`: false at the first read of `id` that is not such a comparison's.
  private static func compared(_ node: LogicNode, _ id: String, _ numbers: inout [Double])
    -> Bool
  {
    switch node {
    case .constant:
      return true
    case .read(let path, _):
      return path.root != id
    case .array(let elements):
      return elements.allSatisfy { compared($0, id, &numbers) }
    case .operation(_, .computed(let inner)):
      return compared(inner, id, &numbers)
    case .operation(let name, .list(let arguments)):
      switch name {
      case .equal, .strictEqual, .notEqual, .strictNotEqual, .less, .lessOrEqual, .greater,
        .greaterOrEqual:
        let reads = arguments.contains { node in
          if case .read(let path, _) = node, path.root == id { return true }
          return false
        }
        if reads {
          // Only reads of the key itself and numbers written in the rule.
          var written: [Double] = []
          for argument in arguments {
            switch argument {
            case .read(let path, _) where path.segments.count == 1 && path.root == id: continue
            case .constant(.number(let number)): written.append(number.value)
            default: return false
            }
          }
          numbers += written
          return true
        }
        return arguments.allSatisfy { compared($0, id, &numbers) }
      default:
        return arguments.allSatisfy { compared($0, id, &numbers) }
      }
    }
  }
}
