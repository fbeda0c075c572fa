// Fuzz target: bytes → FormDecoder.decode → every renderer, lint --json, validation.

/// Probes run through every pattern: every match is bounded, so none may hang validation.
let probes = [
  String(repeating: "a", count: 40) + "!", String(repeating: "ab", count: 20) + "\u{1B}",
  String(repeating: "1", count: 40) + "x", String(repeating: "a ", count: 20) + "@",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFormLoader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
  let bytes = FuzzCheck.bytes(data, size)
  let loaded: LoadedForm
  do {
    loaded = try FormDecoder.decode(bytes, source: "fuzz.json")
  } catch {
    let line = ErrorPrinter.format(.load(error), at: .prompt)
    FuzzCheck.terminalSafe(String(line.dropLast()), "load error")
    return 0
  }
  let form = loaded.form
  let session = Session(loaded)
  var view = session.view
  for mode in [ColorMode.none, .trueColor] {
    for width in [80, 9] {
      let options = RenderOptions(mode: mode, width: width)
      var outputs = [
        FormRenderer.render(view, options), FieldTableRenderer.render(view, options),
        LinksRenderer.render(view, only: nil, options),
        DiagnosticsRenderer.render(loaded, options),
      ]
      for field in form.fields.prefix(50) {
        outputs.append(FormRenderer.render(field: field, view, options))
        outputs.append(DescribeRenderer.render(field, view, options))
      }
      if mode == .none {
        for text in outputs { FuzzCheck.terminalSafe(text, "plain rendering") }
      }
    }
  }
  let lint = JSONWriter.string(loaded.lintJSON, terminalSafe: true)
  FuzzCheck.terminalSafe(lint, "lint --json")
  FuzzCheck.parsesBack(lint, "lint --json")

  // Validation of the defaults, then of probe values in every text field.
  let failures = ValidateForm(form: form)(form.initialState)
  FuzzCheck.terminalSafe(FailuresRenderer.render(failures), "failures")
  var state = form.initialState
  for field in form.fields.prefix(50) where field.constraints.pattern != nil {
    for probe in probes {
      _ = field.constraints.pattern!.match(probe)
      state[field.id] = .text(probe)
    }
  }
  view = FormView(form: form, state: state, errors: [:])
  _ = ValidateForm(form: form)(state)
  let payload = BuildSubmission(form: form).payload(form.initialState)
  let json = PayloadWriter.string(payload, style: .pretty, terminalSafe: true)
  FuzzCheck.parsesBack(json, "payload")
  return 0
}
