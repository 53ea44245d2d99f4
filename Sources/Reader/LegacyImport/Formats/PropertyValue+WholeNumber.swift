extension PropertyValue {
  /// The value as a whole number: an integer, a real without fraction, or a text of digits.
  ///
  /// Texts count because `defaults read` prints every number as text (`lastReadAyah = 7;`).
  public var wholeNumber: Int? {
    switch self {
    case .integer(let integer):
      return integer
    case .real(let real):
      guard real.rounded() == real, abs(real) < 1e15 else { return nil }
      return Int(real)
    case .string(let text):
      let trimmed = text.trimmingBlanksAtEnds
      guard trimmed.utf8.count <= 18 else { return nil }
      return Int(trimmed)
    case .bool, .date, .data, .shortenedData, .array, .dictionary, .null:
      return nil
    }
  }
}
