import FormshDomain

/// What the byte path asks of the use case for a record of a form with conditions: each
/// field is filled as `FillRecord` fills it, shown or hidden, from a value the byte path could
/// not check on its bytes or one the conditions' readings took.
extension FillRecord {
  /// Takes field `index`'s value as `accept` takes it, kept in `scratch` for the field's own
  /// turn (`givenOutcome`), and gives what the conditions read of it: a refused value reads
  /// as the field's default, as on the general path.
  func take(_ index: Int, given input: consuming Input, _ scratch: inout FillScratch)
    -> LogicValue
  {
    do throws(EditError) {
      let accepted = try behaviors[index].accept(input, for: fields[index])
      let value = ConditionData.value(of: fields[index], accepted)
      scratch.values[index] = accepted
      return value
    } catch {
      scratch.refused[index] = error
      return absentData[index]
    }
  }

  /// The outcome of a field taken with `take` (the general path's, on the value taken or its
  /// refusal), which it takes out of `scratch`.
  func givenOutcome(
    of index: Int, _ scratch: inout FillScratch, shown: Bool, byCondition: Bool
  ) -> Result<PayloadValue?, FillError> {
    if let refusal = scratch.refused[index].take() {
      return .failure(FillError(field: index, message: refusal.reason, code: refusal.fillCode))
    }
    let given = scratch.values[index].take()
    guard shown else { return .success(nil) }
    return shownOutcome(of: index, fields[index], behaviors[index], given, byCondition: byCondition)
      .map { $0 }
  }

  /// Forgets what `take` took, for a record the byte path hands to the general path.
  func discardReadings(_ scratch: inout FillScratch) {
    for index in readPositions {
      scratch.values[index] = nil
      scratch.refused[index] = nil
    }
  }

  /// Whether the form's rules refuse the record, once the conditions are decided, whatever
  /// its fields: a rule that does not hold and names no field, or names a shown one (as
  /// `failRules` reports them: a rule naming only hidden fields refuses nothing, and a shown
  /// field with an error of its own makes the record invalid anyway).
  func rulesRefuse(_ status: FormStatus) -> Bool {
    for (position, rule) in form.rules.enumerated() where !status.ruleOutcome[position].isTrue {
      if rule.fields.isEmpty { return true }
      if ruleFields[position].contains(where: status.isActive) { return true }
    }
    return false
  }

  /// A field's payload value (`nil` when hidden) or error, as the general path gives it: a
  /// hidden field's value is still refused as `set` refuses it.
  func conditionalOutcome(
    of index: Int, given input: consuming Input?, shown: Bool, byCondition: Bool
  ) -> Result<PayloadValue?, FillError> {
    let field = fields[index]
    let behavior = behaviors[index]
    var given: FormValue?
    if let input {
      do throws(EditError) {
        given = try behavior.accept(input, for: field)
      } catch {
        return .failure(FillError(field: index, message: error.reason, code: error.fillCode))
      }
    }
    guard shown else { return .success(nil) }
    return shownOutcome(of: index, field, behavior, given, byCondition: byCondition).map { $0 }
  }

  /// Adds the errors of the form's rules that do not hold to `errors` (in field order, the
  /// form's own last), as the general path does.
  func addRuleErrors(_ status: FormStatus, to errors: inout [FillError]) {
    failRules(status, &errors)
  }
}
