import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText

/// What a device deleted (or, for its favorites, changed) since the server last confirmed
/// everything it had to send.
struct UnsentDeletions {
  /// The favorites the device marked or unmarked.
  var favorites: Set<AyahID> = []
  /// The notes the device deleted, with the texts each deletion was made from.
  var notes: [UUID: Set<String>] = [:]
}

/// The deletions the server confirmed to the device that made them: the favorites their
/// owner left unmarked, and the texts note deletions were made from. A sync that returns
/// after them must not show them ("deletion late"), unless an edit the deleting device had
/// not seen kept the note (its text then is not one the deletion was made from).
struct Acknowledged {
  var unmarked: Set<AyahID> = []
  var deletedFrom: [UUID: Set<String>] = [:]
  /// What a server restored from a backup lost (made after the backup): deleted on the
  /// restored server, which has no trace to keep of it, it is sent back by the devices that
  /// believe the server lost it, until the deleting device deletes it again — late for a while,
  /// then gone (the end's checks hold it).
  var lostByRestore = LostByRestore()

  struct LostByRestore {
    var favorites: Set<AyahID> = []
    var notes: Set<UUID> = []

    /// The deletions `device` sent before the restore and had not yet seen acknowledged: the
    /// restored server lost them, and they count again only once the device sends them again,
    /// at its next complete pull (the reader's watcher may not have made one yet).
    mutating func take(sentBefore device: FaultDevice) throws {
      let waiting = Set(
        try device.library.pendingChanges().map { "\($0.recordType) \($0.recordKey)" })
      func waits(_ record: RecordIdentity) -> Bool {
        waiting.contains("\(record.recordType) \(record.key)")
      }
      for ayah in device.unsentDeletions.favorites where !waits(.favorite(ayah)) {
        favorites.insert(ayah)
        device.unsentDeletions.favorites.remove(ayah)
      }
      for id in device.unsentDeletions.notes.keys
      where !waiting.contains("\(RecordType.ayahNote) \(id.uuidString)") {
        notes.insert(id)
        device.unsentDeletions.notes[id] = nil
      }
    }
  }

  /// After `device`'s sync returned with nothing left waiting, what it deleted is
  /// acknowledged; its owned favorites stand as it shows them.
  mutating func take(_ device: FaultDevice) throws {
    guard try device.library.pendingChangeCount() == 0 else { return }
    for ayah in device.unsentDeletions.favorites {
      if try device.library.isFavorite(ayah) {
        unmarked.remove(ayah)
      } else {
        unmarked.insert(ayah)
      }
    }
    for (id, texts) in device.unsentDeletions.notes {
      deletedFrom[id, default: []].formUnion(texts)
    }
    device.unsentDeletions = UnsentDeletions()
  }

  /// What `state` still shows of the acknowledged deletions: the favorites of other devices
  /// (`ownedElsewhere`) their owner unmarked, and notes showing a text a deletion was made
  /// from (or one that text was edited from). A note back with the text of a send whose
  /// answer was lost is allowed, as at the end of the trial.
  func late(in state: DeviceState, model: FaultModel, ownedElsewhere: Set<AyahID>) -> [String] {
    var late: [String] = []
    for ayah in unmarked.sorted()
    where ownedElsewhere.contains(ayah) && !lostByRestore.favorites.contains(ayah) {
      if state.favorites.contains(ayah) { late.append("favorite \(ayah)") }
    }
    for (id, bases) in deletedFrom where !lostByRestore.notes.contains(id) {
      // A text brought back (the trash, `u`) after the deletion is there by right.
      guard let shown = state.notes[id]?.text, let history = model.notes[id],
        !model.textsSentUnconfirmed.contains(shown), !history.wasBroughtBack(shown)
      else { continue }
      if bases.contains(where: { $0 == shown || history.ancestors(of: $0).contains(shown) }) {
        late.append("note \(id) \(shown)")
      }
    }
    return late
  }
}

extension FaultTrial {
  /// The environment a real `quran` runs with in `home`.
  static func environment(home: String) -> [String: String] {
    ["QURAN_VI_HOME": home, "QURAN_VI_DATA": source.directory, "LANG": "C.UTF-8"]
  }
}
