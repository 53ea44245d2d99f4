/// Where the reader's parts go on a screen of a size: the title row, the body (the surah list
/// beside the reader when the screen is wide enough, the note pane under the reader) and the
/// status row. A value of the size and of whether notes are shown alone, so paging and drawing
/// agree and a test reads it without a terminal.
struct ReaderGeometry {
  /// The smallest screen the reader draws on; a smaller one is told so.
  static let minimumSize = (width: 40, height: 10)

  var width: Int
  var height: Int
  /// Whether the note pane under the reader has notes to show (it takes rows only then).
  var notesShown: Bool

  /// Whether the reader can draw at all at this size.
  var isLargeEnough: Bool {
    width >= Self.minimumSize.width && height >= Self.minimumSize.height
  }

  /// The rows between the title and the status row.
  var bodyHeight: Int { max(1, height - 2) }
  /// The rows of the reader above the note pane.
  var readerHeight: Int {
    max(1, bodyHeight - NotePane.rows(within: bodyHeight, holdingNotes: notesShown))
  }
  /// Whether the surah list stands beside the reader.
  var showsBothPanes: Bool { width >= 90 }
  var listWidth: Int { showsBothPanes ? (width >= 120 ? 48 : 36) : width }

  /// The reader's part of the body, the note pane included.
  var readerArea: Area {
    let left = showsBothPanes ? listWidth + 1 : 0
    return Area(top: 1, left: left, width: width - left, height: bodyHeight)
  }

  var listArea: Area { Area(top: 1, left: 0, width: listWidth, height: bodyHeight) }
  /// The whole body, for a screen that covers it.
  var bodyArea: Area { Area(top: 1, left: 0, width: width, height: bodyHeight) }
  /// The reader's text above the note pane.
  var readerTextArea: Area {
    let area = readerArea
    return Area(top: area.top, left: area.left, width: area.width, height: readerHeight)
  }
  /// The note pane under the reader's text.
  var notePaneArea: Area {
    let area = readerArea
    return Area(
      top: area.top + readerHeight, left: area.left, width: area.width,
      height: area.height - readerHeight)
  }
  /// The status row.
  var statusArea: Area { Area(top: height - 1, left: 0, width: width, height: 1) }
}
