/// A record of a form with conditions on the general path: every value is read first, then
/// the conditions are evaluated on them, then the shown fields are checked, then the rules
/// across fields.
extension FillRecord {
  /// A record of a form with conditions: every value is read first, then the conditions are
  /// evaluated on them, then the shown fields are checked, then the rules across fields.
  /// (Not inlined into the plain loop, which is then optimised as it was alone.)
  @inline(never)
  func conditional(
    taking inputs: inout [Input?], into payload: inout [PayloadValue],
    scratch: inout FillScratch, errors: inout [FillError]
  ) {
    let count = fields.count
    prepare(&scratch)
    // The values the conditions read first; the others are taken in the loop below, as a
    // form without conditions takes them. (The loop leaves each of `values` and `refused`
    // nil for the next record.) Through the scratch arrays' buffers, so that no write checks
    // an array's uniqueness.
    scratch.values.withUnsafeMutableBufferPointer { values in
      scratch.refused.withUnsafeMutableBufferPointer { refused in
        for index in readPositions {
          guard let input = inputs[index].take() else { continue }
          do throws(EditError) {
            values[index] = try behaviors[index].accept(input, for: fields[index])
          } catch {
            refused[index] = error
          }
        }
      }
    }
    // The record's computed values and conditions share one budget.
    var budget = LogicBudget()
    if !form.values.isEmpty { compute(&scratch, budget: &budget) }
    decide(&scratch, budget: &budget)
    let status = scratch.status!
    scratch.values.withUnsafeMutableBufferPointer { values in
      scratch.refused.withUnsafeMutableBufferPointer { refused in
        scratch.hidden.withUnsafeMutableBufferPointer { hidden in
          for index in 0..<count {
            // One reference to the field for the whole step, and one copy of its
            // behaviour (each read out of the array copies the existential).
            let field = fields[index]
            let behavior = behaviors[index]
            // A disabled field is left out as a hidden one is.
            let shown = status.visible[index] && status.enabled[index]
            if hidden[index] == shown { hidden[index] = !shown }
            var given: FormValue?
            if isRead[index] {
              if let refusal = refused[index].take() {
                errors.append(
                  FillError(field: index, message: refusal.reason, code: refusal.fillCode))
                continue
              }
              given = values[index].take()
            } else if let input = inputs[index].take() {
              // A hidden field's value is still refused as `set` would refuse it.
              do throws(EditError) {
                given = try behavior.accept(input, for: field)
              } catch {
                errors.append(
                  FillError(field: index, message: error.reason, code: error.fillCode))
                continue
              }
            }
            guard shown else {
              if errors.isEmpty { payload.append(.null) }
              continue
            }
            // Required by a condition, not by the form.
            let byCondition = status.required[index] && !field.isRequired
            switch shownOutcome(
              of: index, field, behavior, given.take(), byCondition: byCondition)
            {
            // The payload is only written for a valid record.
            case .success(let value): if errors.isEmpty { payload.append(value) }
            case .failure(let error): errors.append(error)
            }
          }
        }
      }
    }
    // What is shown and required is not known: the record cannot pass, and the rules
    // cannot be said to fail.
    if let unfinished = scratch.unfinished {
      errors.append(FillError(field: nil, message: unfinished, code: .conditionsUnfinished))
      return
    }
    guard !rules.isEmpty else { return }
    failRules(status, &errors)
  }

  /// Sizes `scratch` for a record of this form with conditions, once: the general path and
  /// batch fill's byte path share it, and a record the byte path hands over finds it ready. A
  /// scratch last sized for another use case is sized anew, whatever its field count: its
  /// verdict's sections and rules are that form's.
  package func prepare(_ scratch: inout FillScratch) {
    guard scratch.owner !== self else { return }
    let count = fields.count
    scratch.owner = self
    scratch.notComputed = []
    scratch.values = Array(repeating: nil, count: count)
    scratch.refused = Array(repeating: nil, count: count)
    // `submit_data`'s members follow the fields in the payload, never hidden.
    scratch.hidden = Array(repeating: false, count: count + form.submitData.count)
    scratch.status = FormStatus(form: form)
    scratch.data = ConditionData(form: form)
  }

  /// A shown field's payload value or error, given its accepted value (`nil`: the record
  /// leaves it out), `byCondition` when a condition makes it required and the form does not.
  @inline(__always)
  package func shownOutcome(
    of index: Int, _ field: Field, _ behavior: any KindBehavior, _ given: consuming FormValue?,
    byCondition: Bool
  ) -> Result<PayloadValue, FillError> {
    if let value = given {
      return byCondition && value.isEmpty
        ? FillRecord.requiredFailure(of: field, at: index)
        : FillRecord.outcome(of: field, behavior, at: index, value: value)
    } else if byCondition && form.startValues[index].isEmpty {
      return FillRecord.requiredFailure(of: field, at: index)
    }
    return absent[index]
  }

  /// The errors of the rules that do not hold, merged into `errors` in field order, the
  /// form's own last. (Apart from the loop over fields, which stays lean for it.)
  @inline(never)
  package func failRules(_ status: FormStatus, _ errors: inout [FillError]) {
    guard status.ruleOutcome.contains(where: { !$0.isTrue }) else { return }
    var formError: FillError?
    for (position, rule) in rules.enumerated() where !status.ruleOutcome[position].isTrue {
      guard !rule.fields.isEmpty else {
        if formError == nil {
          formError = FillError(field: nil, message: rule.message, code: .formRuleFailed)
        }
        continue
      }
      for index in ruleFields[position] {
        guard status.isActive(index), !errors.contains(where: { $0.field == index }) else {
          continue
        }
        // In field order, among the fields' own errors (one a field, none of the form's yet).
        let at = errors.firstIndex { ($0.field ?? .max) > index } ?? errors.endIndex
        errors.insert(FillError(field: index, message: rule.message, code: .formRuleFailed), at: at)
      }
      for index in ruleLists[position] {
        let list = form.lists[index]
        let slot = fields.count + index
        // A list with items is shown while one of its fields is; one without, unless a
        // condition may hide it (the shell judges that on the values: `Form.isShown`).
        let shown =
          list.fields.isEmpty
          ? !isConditional(list) : list.fields.contains { status.isActive($0) }
        guard shown, !errors.contains(where: { $0.field == slot }) else { continue }
        let at = errors.firstIndex { ($0.field ?? .max) > slot } ?? errors.endIndex
        errors.insert(
          FillError(field: slot, message: rule.message, code: .formRuleFailed, list: list.id),
          at: at)
      }
    }
    if let formError { errors.append(formError) }
  }

  /// Whether a condition may hide a list: its own `visible_if` or a group's holding it.
  private func isConditional(_ list: FieldGroup) -> Bool {
    var holder: FieldGroup? = list
    while let group = holder {
      if group.visibleIf != nil { return true }
      holder = group.parent.flatMap(form.group)
    }
    return false
  }

  /// Works out the computed fields on the record's values (`scratch.values`; a field's start
  /// value where the record gives none, or gives one that is refused) into `scratch.values`,
  /// and those that could not be into `scratch.notComputed`.
  func compute(_ scratch: inout FillScratch, budget: inout LogicBudget) {
    var state = FormState()
    for index in form.values.readPositions {
      state[fields[index].id] = scratch.values[index] ?? form.startValues[index]
    }
    let problems = form.values.recompute(form, &state, budget: &budget)
    scratch.notComputed.removeAll(keepingCapacity: true)
    for given in scratch.lockedGiven.indices {
      scratch.lockedGiven[given].computed = state[fields[scratch.lockedGiven[given].field].id]
    }
    for index in form.values.readPositions where fields[index].computed != nil {
      scratch.values[index] = state[fields[index].id]
      if let message = problems[fields[index].id] {
        scratch.notComputed.append((index, message))
      }
    }
  }

  /// Works out the record's conditions with the evaluator, on the values `scratch` holds for
  /// the fields they read (`nil`: the field's default, as is a refused value).
  @inline(never)
  func decide(_ scratch: inout FillScratch, budget: inout LogicBudget) {
    var data = scratch.data.take()!
    var status = scratch.status.take()!
    for index in readPositions {
      data.load(
        index,
        scratch.values[index].map { ConditionData.value(of: fields[index], $0) }
          ?? absentData[index])
    }
    form.logic.evaluate(form, &status, &data, budget: &budget)
    scratch.unfinished = status.unfinishedMessage(in: form)
    scratch.wasInterrupted = status.wasInterrupted
    scratch.data = data
    scratch.status = status
  }
}
