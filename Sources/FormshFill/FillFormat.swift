/// How records are written: one JSON object a line, or CSV with a header of field ids.
public enum FillFormat: String, Sendable {
  case jsonl, csv
}
