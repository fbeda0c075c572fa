/// Puts text in double quotes for a message (the domain's and the form file's messages).
public func quoted(_ text: String) -> String { "\"\(text)\"" }
