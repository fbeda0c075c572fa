import FormshDomain

extension GenerateCases {
  /// The most items a generated scenario adds to reach a list's `max`: past it, the cases at
  /// `max` and `max + 1` are not generated (a note says so).
  static let mostItemsAdded = 50

  /// The cases of a list's number of items: one fewer than its `min`, its `min`, its `max`
  /// and one more, each reached with `add` and `remove` from the baseline (which has `min`
  /// items), each expecting what the form's rules give on the form with that many items.
  func listScenario(_ list: FieldGroup, _ baseline: Baseline, _ notes: inout [NotGenerated])
    -> CaseScenario?
  {
    guard let bounds = list.bounds, let resized = form.resized else { return nil }
    var builder = startingOnBaseline(baseline)
    var state = builder.state
    var current = form
    var count = form.itemCount(of: list)
    guard form.isShown(list, state, status: form.status(of: state)) else {
      notes.append(
        NotGenerated(
          subject: list.id,
          reason: "the list is hidden on the baseline: no case of its number of items"))
      return nil
    }
    var targets = [bounds.min - 1, bounds.min]
    if let max = bounds.max {
      if max - count <= Self.mostItemsAdded {
        targets += [max, max + 1]
      } else {
        notes.append(
          NotGenerated(
            subject: list.id,
            reason: "reaching its max of \(max) items takes more than \(Self.mostItemsAdded)"
              + " adds: no case at max and max + 1"))
      }
    } else {
      targets.append(bounds.min + 1)
    }
    var seen: Set<Int> = []
    for target in targets where target >= 0 && seen.insert(target).inserted {
      builder.comment("\(target) \(target == 1 ? "item" : "items") (\(bounds.description)).")
      while count < target {
        count += 1
        builder.append(.add(list.id))
      }
      while count > target {
        builder.append(.remove(list.id, count))
        count -= 1
      }
      // The values carried as the session carries them; a new item at its defaults.
      let next = resized([list.id: count])
      let start = next.start().state
      var moved = FormState()
      for field in next.fields { moved[field.id] = state[field.id] ?? start[field.id] }
      next.values.recompute(next, &moved)
      (current, state) = (next, moved)
      let failure = current.itemCountFailures(state, status: current.status(of: state))
        .first { $0.field == list.id }
      builder.append(failure.map { .error(list.id, $0.message) } ?? .noError(list.id))
    }
    return CaseScenario(
      name: GenerateCases.fileName(list.id) + "-items",
      title: "the number of items of \(list.id): \(bounds.description)", steps: builder.steps)
  }
}
