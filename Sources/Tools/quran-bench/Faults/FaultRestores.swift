import Foundation
import Library
import Loopback
import QuranText

/// The trial's operations where features meet: what the person brings back
/// (the trash, `u`), a favorite marked again after another device unmarked it, notes alike,
/// an earlier export imported after deletions elsewhere, `quran note edit`, and another
/// person's sign-in.
extension FaultTrial {
  /// `quran trash restore`'s call (`LibraryStore.restore`): a note, or a favorite the device
  /// owns or shares, back from this device's trash — deleted here or taken from another
  /// device's deletion.
  func restoreFromTheTrash(on device: FaultDevice) throws {
    let library = device.library
    let items = try library.trash().filter { item in
      switch item.content {
      case .note(let note): model.notes[note.id] != nil
      case .favorite(let ayah):
        device.ownedFavorites.contains(ayah) || FaultModel.sharedFavorites.contains(ayah)
      default: false
      }
    }
    guard !items.isEmpty else { return count("restore, trash empty") }
    let item = items[Int(random.next() % UInt64(items.count))]
    var undoing: Int64?
    if case .note(let note) = item.content { undoing = try device.deletionUndone(of: note.id) }
    guard try library.restore(item) else { return count("restore, already here") }
    switch item.content {
    case .note(let note):
      if let back = try library.note(note.id) { broughtBack(back, undoing: undoing) }
    case .favorite(let ayah):
      model.favorites[ayah] = true
      model.favoritesBack.insert(ayah)
      acknowledged.unmarked.remove(ayah)
      if device.ownedFavorites.contains(ayah) { device.unsentDeletions.favorites.insert(ayah) }
    default: break
    }
    count("restore from the trash", "\(item.what)\(item.whereDeleted) on \(device.index)")
  }

  /// The reader's `d`, `y`, then `u` (`LibraryStore.deleteNote`, then `restoreNote`, the calls
  /// the reader makes): the deletion sent and taken by another device first when it can be —
  /// the reader on device 0 watching, or device 1 pulling — then undone.
  func deleteAndUndo(on device: FaultDevice, server: RecordServerProcess, devices: [FaultDevice])
    throws
  {
    let notes = try device.library.notes().filter {
      !$0.text.hasPrefix(Reconciling.conflictPrefix) && model.notes[$0.id] != nil
    }
    guard let picked = notes.first else { return try createNote(on: device) }
    let deletedAt = Date()
    let deleted = try device.library.deleteNote(picked.id, at: deletedAt)
    model.notes[deleted.id]!.add(nil, madeFrom: deleted, deletedAt: deletedAt)
    if device.index == 0 {
      _ = reader?.settle(device.library, seconds: 2)
      try quietSync(devices[1])
    } else {
      try quietSync(device)
      _ = Waiting.until(2) { ((try? devices[0].library.note(deleted.id)) ?? nil) == nil }
    }
    let undoing = try device.deletionUndone(of: deleted.id)
    let undoneAt = Date()
    let back = try device.library.restoreNote(deleted, at: undoneAt)
    guard back == deleted.restored(at: undoneAt) else {
      return count("undo, the note here again", "\(deleted.id) on \(device.index)")
    }
    broughtBack(back, undoing: undoing)
    device.unsentDeletions.notes[deleted.id] = nil
    count("delete and undo", "\(deleted.id) \(deleted.text) on \(device.index)")
  }

  /// A note brought back, undoing the deletion made at `undoing` (milliseconds): a version of
  /// its own in the model; the deletions it undid are no longer late anywhere.
  private func broughtBack(_ note: AyahNote, undoing: Int64?) {
    model.notes[note.id]?.restore(note, undoing: undoing)
    acknowledged.deletedFrom[note.id] = nil
  }

  /// A shared favorite unmarked on one device, synced, taken by another, which marks it again
  /// (its trash holds the deletion, and the mark is a later change than it).
  func markAgainElsewhere(devices: [FaultDevice], server: RecordServerProcess) throws {
    let ayah = FaultModel.sharedFavorites[Int(random.next() % 4)]
    let first = devices[1 + Int(random.next() % 2)]
    let other = devices[first.index == 1 ? (random.next() % 2 == 0 ? 0 : 2) : 0]
    try quietSync(first)
    if try !first.library.isFavorite(ayah) {
      try first.library.setFavorite(ayah, true)
      model.favorites[ayah] = true
      try quietSync(first)
    }
    try first.library.setFavorite(ayah, false)
    model.favorites[ayah] = false
    model.favoritesBack.remove(ayah)
    try quietSync(first)
    if other.index == 0 {
      _ = Waiting.until(3) { ((try? other.library.isFavorite(ayah)) ?? true) == false }
    } else {
      try quietSync(other)
    }
    // Not seen there yet: marking it again there would change nothing.
    guard try !other.library.isFavorite(ayah) else {
      return count("unmarked, not yet seen elsewhere", "\(ayah) on \(first.index)")
    }
    try other.library.setFavorite(ayah, true)
    model.favorites[ayah] = true
    model.favoritesBack.insert(ayah)
    count("unmarked, then marked again elsewhere", "\(ayah) \(first.index) → \(other.index)")
  }

  /// A second note of the same text on the same ayah as one the device shows.
  func writeANoteAlike(on device: FaultDevice) throws {
    let notes = try device.library.notes().filter {
      !$0.text.hasPrefix(Reconciling.conflictPrefix) && model.notes[$0.id] != nil
    }
    guard let original = notes.last else { return try createNote(on: device) }
    let alike = try device.library.addNote(on: original.ayahID, text: original.text)
    model.notes[alike.id] = FaultModel.NoteHistory(alike)
    count("note alike", "\(alike.id) \(alike.text) beside \(original.id) on \(device.index)")
  }

  /// `quran note edit ID TEXT`, the real command, on a device without the reader open.
  func editWithTheCommand(on device: FaultDevice) throws {
    let notes = try device.library.notes().filter {
      !$0.text.hasPrefix(Reconciling.conflictPrefix) && model.notes[$0.id] != nil
    }
    guard device.index != 0, let note = notes.first else {
      return try editInTheEditorAlone(on: device)
    }
    noteCount += 1
    let text = "Ghi chú n#\(noteCount)"
    let outcome = Spawned.run(
      quran, ["note", "edit", note.id.uuidString, text], environment: device.environment)
    guard outcome.status == 0 else { return count("quran note edit, failed") }
    model.notes[note.id]!.add(text: text, madeFrom: note)
    count("quran note edit", "\(note.id) \(note.text) → \(text) on \(device.index)")
  }

  /// The editor's save over the version it began from, with no sync in between.
  private func editInTheEditorAlone(on device: FaultDevice) throws {
    let notes = try device.library.notes().filter {
      !$0.text.hasPrefix(Reconciling.conflictPrefix) && model.notes[$0.id] != nil
    }
    guard let opened = notes.first else { return try createNote(on: device) }
    noteCount += 1
    let text = "Ghi chú n#\(noteCount)"
    let saved = try device.library.save(text, editing: NoteEdit(beginningFrom: opened))
    record(saved, text: text, from: opened)
    count("editor save", "\(opened.id) \(opened.text) → \(text) on \(device.index)")
  }

  /// The device's export, made now; or, when it made one before, imported back: after
  /// deletions elsewhere since, it brings back nothing deleted and changes nothing, as the
  /// end's checks hold.
  func exportOrImportAnEarlierExport(on device: FaultDevice) throws {
    let path = directory + "/export-\(device.index).json"
    guard exports[device.index] != nil else {
      try device.library.exportDocument().encoded().write(to: URL(fileURLWithPath: path))
      exports[device.index] = path
      return count("export", "on \(device.index)")
    }
    exports[device.index] = nil
    let batch = try ExportDocument.decode(Data(contentsOf: URL(fileURLWithPath: path))).batch()
    let counts = try device.library.merge(batch)
    count(
      "import of an earlier export",
      "on \(device.index): notes \(counts.notes.added) added, \(counts.notes.deletedAfterFile) "
        + "deleted since, \(counts.notes.earlierVersion) earlier; favorites "
        + "\(counts.favorites.added) added, \(counts.favorites.deletedAfterFile) deleted since")
  }

  /// Another person's `quran login` on the shared computer, or the reader's again.
  func loginAsAnotherPerson() throws {
    count(try login.step(answer: Int(random.next() % 3)))
  }

  /// A whole sync of `device` without faults (device 0's reader syncs meanwhile on its own).
  func quietSync(_ device: FaultDevice) throws {
    device.proxy.beginRun()
    do {
      try device.engine().sync(.changes)
    } catch {
      count("quiet sync, failed", "on \(device.index): \(error)")
    }
  }
}

extension FaultModel {
  /// The favorites any device may unmark or mark again (`markAgainElsewhere`).
  static let sharedFavorites = (1...4).map { try! AyahID(surah: 3, ayah: $0) }
}
