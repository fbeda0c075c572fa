/// Puts text in double quotes for a message.
func quoted(_ text: String) -> String { "\"\(text)\"" }
