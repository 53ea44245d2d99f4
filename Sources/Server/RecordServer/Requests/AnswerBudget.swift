/// One byte budget for a whole answer: the records of every zone a `changes/zone`
/// names, a lookup's, a query's page, and the server records a `records/modify`'s conflicts
/// carry — each counted as the wire writes it, at most (`RecordRow.answerBytes`: a
/// tombstone's name, type and ancestors too). What passes it waits for the next page
/// (`moreComing`, or a query's marker), or answers an error naming the bound where the
/// protocol does not page. An answer always holds its first record, so a client always moves
/// on.
struct AnswerBudget {
  /// The bytes of records an answer holds at most.
  static let bytes = 8_000_000

  /// What the records taken so far weigh.
  private(set) var spent = 0
  /// How many records were taken.
  private(set) var taken = 0

  /// Takes a record that weighs `cost` if it fits, or if it is the answer's first; whether
  /// it did.
  mutating func take(_ cost: Int) -> Bool {
    guard taken == 0 || spent + cost <= Self.bytes else { return false }
    spent += cost
    taken += 1
    return true
  }

  /// The bound, for a sentence: "8 MB".
  static var said: String { "\(bytes / 1_000_000) MB" }
}
