extension PropertyValue {
  /// The value as a short JSON-like text for reports ("as written" in the dump), cut to
  /// `limit` characters with "…" so that a huge value cannot flood a report.
  public func writtenForm(limit: Int = 80) -> String {
    var text = ""
    write(into: &text, budget: limit * 4 + 8)
    guard text.count > limit else { return text }
    // A cut text keeps its closing quote, so that `"9:999…": "note"` still reads as a pair.
    if case .string = self { return String(text.prefix(max(0, limit - 2))) + "…\"" }
    return String(text.prefix(max(0, limit - 1))) + "…"
  }

  /// A dictionary entry as written, `"2:255": ["…"]`, the key cut to 40 characters.
  public static func writtenEntry(key: String, value: PropertyValue, limit: Int = 80) -> String {
    PropertyValue.string(key).writtenForm(limit: 40) + ": " + value.writtenForm(limit: limit)
  }

  private func write(into text: inout String, budget: Int) {
    guard text.utf8.count <= budget else { return }
    switch self {
    case .string(let string): text += Self.quoted(string, budget: budget)
    case .integer(let integer): text += String(integer)
    case .real(let real): text += String(real)
    case .bool(let bool): text += bool ? "true" : "false"
    case .date(let seconds): text += "<date \(seconds) s after 2001-01-01>"
    case .data(let bytes): text += "<data, \(bytes.count) bytes>"
    case .shortenedData(let length): text += "<data, \(length) bytes, shortened>"
    case .null: text += "null"
    case .array(let items):
      text += "["
      for (position, item) in items.enumerated() {
        guard text.utf8.count <= budget else { return }
        if position > 0 { text += ", " }
        item.write(into: &text, budget: budget)
      }
      text += "]"
    case .dictionary(let entries):
      text += "{"
      for (position, entry) in entries.enumerated() {
        guard text.utf8.count <= budget else { return }
        if position > 0 { text += ", " }
        text += Self.quoted(entry.key, budget: budget) + ": "
        entry.value.write(into: &text, budget: budget)
      }
      text += "}"
    }
  }

  /// A string in double quotes, with quotes, backslashes and control characters escaped.
  static func quoted(_ string: String, budget: Int = .max) -> String {
    var text = "\""
    for scalar in string.unicodeScalars {
      guard text.utf8.count <= budget else { break }
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\t": text += "\\t"
      case "\r": text += "\\r"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F:
        text += "\\u{\(String(scalar.value, radix: 16))}"
      default: text.unicodeScalars.append(scalar)
      }
    }
    return text + "\""
  }
}
