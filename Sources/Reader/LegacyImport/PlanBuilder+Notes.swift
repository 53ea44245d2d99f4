import AppRecords
import Interface
import QuranText

extension PlanBuilder {
  /// Notes are the user's own writing, so a left-out note is shown at length in the report.
  static let noteLimit = 400
  /// `ayahNotes`: ayah id to a list of notes, oldest first. A lone text counts as one note.
  ///
  /// Every note of an invalid id is reported on its own line, with its text, so the user
  /// can copy it by hand. Empty notes carry nothing and are left out with a reason.
  mutating func addNotes(_ value: PropertyValue) {
    guard case .dictionary(let entries) = value else {
      leaveOutWrongShape(
        .ayahNotes, value, expected: .expectedNotes)
      return
    }
    for entry in entries {
      let items: [PropertyValue]
      switch entry.value {
      case .array(let list): items = list
      case .string: items = [entry.value]
      case .integer, .real, .bool, .date, .data, .shortenedData, .dictionary, .null:
        leaveOut(
          .ayahNotes, PropertyValue.writtenEntry(key: entry.key, value: entry.value),
          because: { ImportText.notesNotList(entry.value.kind, in: $0) })
        continue
      }
      let id: AyahID
      do {
        id = try AyahID.parse(entry.key)
      } catch {
        for item in items {
          leaveOut(
            .ayahNotes,
            PropertyValue.writtenEntry(key: entry.key, value: item, limit: Self.noteLimit),
            because: error)
        }
        continue
      }
      for item in items {
        guard case .string(let text) = item else {
          leaveOut(
            .ayahNotes, PropertyValue.writtenEntry(key: entry.key, value: item),
            because: { ImportText.noteNotText(item.kind, in: $0) })
          continue
        }
        do {
          notes[id, default: []].append(try NoteText(text))
        } catch {
          switch error {
          case .blank:
            leaveOut(
              .ayahNotes, PropertyValue.writtenEntry(key: entry.key, value: item),
              because: { ImportText.noteEmpty(in: $0) })
          case .tooLong(let size):
            leaveOut(
              .ayahNotes,
              PropertyValue.writtenEntry(key: entry.key, value: item, limit: Self.noteLimit),
              because: {
                ImportText.noteTooLong(
                  ByteSize.text(Int64(size)), ByteSize.text(Int64(NoteSize.maxSyncedBytes)), in: $0)
              })
          }
        }
      }
    }
  }
}
