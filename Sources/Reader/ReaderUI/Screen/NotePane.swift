import Interface
import Library
import QuranText

/// The notes of the current ayah, shown under the reader; `[` and `]` choose one.
struct NotePane {
  var ayah: AyahID?
  var notes: [AyahNote] = []
  var selected = 0

  var chosen: AyahNote? { notes.indices.contains(selected) ? notes[selected] : nil }

  /// Reads the notes of an ayah when the reader moved to another one (or `force`).
  mutating func follow(_ ayah: AyahID, library: LibraryStore, force: Bool = false) throws {
    guard force || ayah != self.ayah else { return }
    if ayah != self.ayah { selected = 0 }
    self.ayah = ayah
    notes = try library.notes(on: ayah)
    selected = min(selected, max(0, notes.count - 1))
  }

  /// How many rows the pane wants of a reader `height` tall: none without notes.
  func height(within height: Int) -> Int {
    Self.rows(within: height, holdingNotes: !notes.isEmpty)
  }

  /// The rows the pane takes of a body `height` rows tall: none without notes.
  static func rows(within height: Int, holdingNotes: Bool) -> Int {
    holdingNotes ? min(max(4, height / 3), height / 2) : 0
  }

  func draw(into canvas: inout Canvas, area: Area) {
    guard let ayah, area.height > 1 else { return }
    canvas.fill(row: area.top, columns: area.columns, style: .title)
    let choose = notes.count > 1 ? ReaderText.notePaneChoose() : ""
    canvas.say(
      ReaderText.notePaneTitle(ayah, selected + 1, notes.count, choose),
      row: area.top, column: area.left, style: .title, limit: area.width)
    var y = area.top + 1
    for (index, note) in notes.enumerated() where index >= selected {
      for (n, line) in TextWrapping.wrap(note.text, width: area.width - 4).enumerated() {
        guard y < area.bottom else { return }
        if n == 0 {
          canvas.put(index == selected ? "▶" : "•", row: y, column: area.left + 1, style: .marker)
        }
        canvas.put(line, row: y, column: area.left + 3, limit: area.width - 4)
        y += 1
      }
    }
  }
}
