import Interface

/// A draft left by a reader that stopped, offered back in the status row: y opens it in the
/// note editor, n (or Esc) puts it aside in `drafts/discarded/` and says where.
struct DraftOffer: Screen {
  let draft: NoteDraft
  /// A sentence said before the question (drafts that could not be read), if any.
  var notice: String?

  var question: String {
    (notice.map { $0 + " " } ?? "") + ReaderText.draftOffer(draft.ayah)
  }

  var part: ScreenPart { .statusRow }

  mutating func handle(_ key: Key, session: ReaderSession) throws -> ScreenOutcome {
    // Answered either way: the question goes even when the answer cannot be carried out.
    do {
      switch key {
      case .character("y"), .character("Y"): try session.restoreDraft(draft)
      case .character("n"), .character("N"), .escape: try session.putAside(draft)
      default: return .stays
      }
    } catch {
      session.show(error)
    }
    return .closes
  }

  mutating func draw(into canvas: inout Canvas, area: Area, session: ReaderSession) {
    canvas.sayWrapped(" " + question, bottomRow: area.top, width: area.width, style: .error)
  }
}
