extension Unicode.Scalar {
  var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }

  var isASCIILetterOrDigit: Bool { isASCIILetter || ("0"..."9").contains(self) }
}
