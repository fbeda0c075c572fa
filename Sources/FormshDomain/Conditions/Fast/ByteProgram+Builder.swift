extension ByteProgram {
  /// Compiles `FastProgram`'s conditions into a byte program's nodes.
  struct Builder {
    let program: FastProgram
    let domains: [Domain?]
    let fields: [Field]
    var nodes: [Node] = []
    var children: [Int32] = []
    var answers: [Int8] = []

    mutating func compile(_ root: Int32) -> Int32? {
      let node = program.nodes[Int(root)]
      if let combined = combine(root) { return combined }
      switch node.kind {
      case .not:
        guard let child = compile(node.left) else { return nil }
        return add(Node(kind: .not, field: child))
      case .and, .or:
        var compiled: [Int32] = []
        for child in Int(node.first)..<Int(node.first + node.count) {
          guard let part = compile(program.children[child]) else { return nil }
          compiled.append(part)
        }
        let first = Int32(children.count)
        children += compiled
        return add(
          Node(kind: node.kind == .and ? .and : .or, field: first, offset: Int32(compiled.count)))
      default:
        break
      }
      let read = program.fieldsRead(by: root)
      var operands = Array(repeating: FastValue.null, count: fields.count)
      var work = 0
      switch read.count {
      case 0:
        let answer = program.holds(root, &operands, &work)
        return add(Node(kind: .constant, offset: answer.map { $0 ? 1 : 0 } ?? -1))
      case 1:
        let field = read[0]
        guard let domain = domains[field] else { return nil }
        guard let size = domain.size else {
          guard node.kind == .compareNumber else { return nil }
          return add(
            Node(
              kind: .number, field: Int32(field), name: node.name,
              number: program.numbers[Int(node.right)], swapped: node.swapped))
        }
        let offset = Int32(answers.count)
        for index in 0..<size {
          operands[field] = ByteProgram.value(index, of: domain, fields[field])
          work = 0
          answers.append(program.holds(root, &operands, &work).map { $0 ? 1 : 0 } ?? -1)
        }
        return add(Node(kind: .table, field: Int32(field), offset: offset))
      default:
        return nil
      }
    }

    /// One table for a whole condition on two or more fields that each take few values, when
    /// all their combinations are few (`maximumCombinations`).
    mutating func combine(_ root: Int32) -> Int32? {
      let read = program.fieldsRead(by: root)
      guard read.count >= 2 else { return nil }
      var sizes: [Int] = []
      var total = 1
      for field in read {
        guard let size = domains[field]?.size else { return nil }
        sizes.append(size)
        total *= size
        guard total <= ByteProgram.maximumCombinations else { return nil }
      }
      let first = Int32(children.count)
      children += read.map(Int32.init)
      let offset = Int32(answers.count)
      var operands = Array(repeating: FastValue.null, count: fields.count)
      for combination in 0..<total {
        var rest = combination
        for (field, size) in zip(read, sizes) {
          operands[field] = ByteProgram.value(rest % size, of: domains[field]!, fields[field])
          rest /= size
        }
        var work = 0
        answers.append(program.holds(root, &operands, &work).map { $0 ? 1 : 0 } ?? -1)
      }
      return add(Node(kind: .combined, field: first, offset: offset, count: Int32(read.count)))
    }

    mutating func add(_ node: Node) -> Int32 {
      nodes.append(node)
      return Int32(nodes.count - 1)
    }
  }
}
