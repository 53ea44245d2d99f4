import Interface

/// A draft left by a reader that stopped, offered back in the status row: y opens it in the
/// note editor, n puts it aside in `drafts/discarded/` and says where, Esc asks again at the
/// next start (the draft stays where it is).
struct DraftOffer: Screen {
  let draft: NoteDraft
  /// A sentence said before the question (drafts that could not be read), if any.
  var notice: String?

  var question: String {
    (notice.map { $0 + " " } ?? "") + ReaderText.draftOffer(draft.ayah)
  }

  var part: ScreenPart { .statusRow }

  /// The question's answers: open the draft, put it aside, or ask again at the next start.
  enum Action { case restore, putAside, later }

  /// The question's keys; any other leaves it asked.
  static let keys = KeyTable<Action>(
    (.restore, ["y", "Y"]), (.putAside, ["n", "N"]), (.later, [.escape]))

  mutating func handle(_ key: Key, context: ScreenContext) throws -> ScreenOutcome {
    switch Self.keys.action(for: key) {
    case .restore: .closing(.restoreDraft(draft))
    case .putAside: .closing(.putAsideDraft(draft))
    case .later: .closes
    case nil: .stays
    }
  }

  /// Answered either way: the question goes even when the answer cannot be carried out.
  mutating func failed(_ error: any Error, context: ScreenContext) -> ScreenOutcome {
    .closing(.showError(error))
  }

  func draw(into canvas: inout Canvas, area: Area, context: ScreenContext) {
    canvas.sayWrapped(" " + question, bottomRow: area.top, width: area.width, style: .error)
  }
}
