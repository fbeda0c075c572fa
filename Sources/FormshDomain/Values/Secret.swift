/// How a secret is shown wherever it would otherwise appear: on screen, in `--echo`, in
/// `lint --json`, in a masked payload, in an expectation's message. One mask everywhere, and
/// always the same length, so it tells nothing about the secret.
public enum Secret {
  /// The mask that stands for a secret value.
  public static let mask = "********"
}
