import Foundation
import Library
import QuranText

/// What was acknowledged to the person on each device (every library write that returned),
/// and what the devices must therefore agree on once they have synced quietly.
///
/// Favorites and settings each have one owner device (the later change of one person wins;
/// between devices it is decided by clocks, which a model cannot know), progress is shared
/// (the furthest ayah wins), and notes are shared: each edit or deletion remembers the text
/// it was made from, so the model knows which edits were really concurrent.
struct FaultModel {
  /// The state each owned favorite was last left in by its owner.
  var favorites: [AyahID: Bool] = [:]
  /// The furthest ayah anyone reached, by surah.
  var progress: [Int: Int] = [:]
  /// The value each owned setting was last given by its owner.
  var settings: [String: String] = [:]
  var notes: [UUID: NoteHistory] = [:]
  /// Note texts sent in a request whose answer was lost after the server saw it: a device
  /// cannot tell such a send, later overwritten by another device, from a concurrent edit,
  /// so a conflict copy of it is allowed (and counted apart).
  var textsSentUnconfirmed: Set<String> = []

  /// A note's versions: its texts (the first the creation) and deletions, each with the text
  /// it was made from.
  struct NoteHistory {
    var ayah: AyahID
    var versions: [(text: String?, from: String?)]

    /// Texts no later edit or deletion was made from.
    var editHeads: [String] {
      let parents = Set(versions.compactMap(\.from))
      return versions.compactMap(\.text).filter { !parents.contains($0) }
    }

    var isKnown: Set<String> { Set(versions.compactMap(\.text)) }
  }
}

/// What a device shows of its data, to compare devices with each other and with the model.
struct DeviceState: Equatable {
  struct Note: Equatable {
    var ayah: AyahID
    var text: String
  }
  var favorites: Set<AyahID>
  var notes: [UUID: Note]
  var progress: [Int: Int]
  var settings: [String: String]

  init(_ library: LibraryStore) throws {
    favorites = Set(try library.favorites().map(\.ayahID))
    notes = Dictionary(
      uniqueKeysWithValues: try library.notes().map {
        ($0.id, Note(ayah: $0.ayahID, text: $0.text))
      })
    progress = try library.progress().mapValues(\.lastReadAyah)
    settings = FaultModel.ownedSettings(try library.settings())
  }
}

/// The kinds of broken promise the run looks for; each must stay at zero.
enum Violation: String, CaseIterable {
  case devicesDiffer = "devices differ"
  case lost = "confirmed change lost"
  case resurrected = "deleted item back"
  case doubled = "item doubled"
  case spuriousCopy = "conflict copy without a conflict"
  case missingCopy = "conflict without its copy"
  case leftWaiting = "changes left waiting"
  case quietSyncFailed = "quiet sync failed"
  case retriedTooSoon = "retry sooner than asked (busy loop)"
}

extension FaultModel {
  /// The settings the devices own, one each, as text.
  static let settingKeys = ["translation", "showArabic", "colors"]

  static func ownedSettings(_ settings: AppSettings) -> [String: String] {
    [
      "translation": settings.translation.rawValue, "showArabic": "\(settings.showArabic)",
      "colors": "\(settings.colors)",
    ]
  }

  /// Checks a device's state against the model; the violations found, by kind, and how many
  /// conflict copies were of an unconfirmed send.
  func check(_ state: DeviceState, ownedFavorites: Set<AyahID>) -> (
    violations: [Violation: Int], unconfirmedCopies: Int, details: [String]
  ) {
    var found = [Violation: Int]()
    var details = [String]()
    func note(_ kind: Violation, _ detail: String) {
      found[kind, default: 0] += 1
      details.append("\(kind.rawValue): \(detail)")
    }
    for ayah in ownedFavorites {
      let expected = favorites[ayah] ?? false
      let actual = state.favorites.contains(ayah)
      if expected && !actual { note(.lost, "favorite \(ayah)") }
      if !expected && actual { note(.resurrected, "favorite \(ayah)") }
    }
    for (surah, ayah) in progress where state.progress[surah] != ayah {
      note(.lost, "progress of surah \(surah): \(ayah), not \(state.progress[surah] ?? 0)")
    }
    for (key, value) in settings where state.settings[key] != value {
      note(.lost, "setting \(key): \(value), not \(state.settings[key] ?? "none")")
    }
    // Notes the model knows: present with one of its edit heads, or gone when none is left.
    var copiesOwed = [String: Int]()  // text of a copy → how many are owed
    for (id, history) in notes {
      let heads = history.editHeads
      guard let shown = state.notes[id] else {
        if !heads.isEmpty { note(.lost, "note \(id) \(heads)") }
        continue
      }
      guard !heads.isEmpty else {
        note(.resurrected, "note \(id) \(shown.text)")
        continue
      }
      guard heads.contains(shown.text) else {
        note(.lost, "note \(id) shows \(shown.text), not one of \(heads)")
        continue
      }
      for head in heads where head != shown.text {
        copiesOwed[Reconciling.conflictPrefix + head, default: 0] += 1
      }
    }
    // Notes it does not know must be the copies owed, once each.
    var unconfirmedCopies = 0
    for (id, shown) in state.notes where notes[id] == nil {
      let text = shown.text
      if let owed = copiesOwed[text], owed > 0 {
        copiesOwed[text] = owed - 1
      } else if text.hasPrefix(Reconciling.conflictPrefix),
        textsSentUnconfirmed.contains(String(text.dropFirst(Reconciling.conflictPrefix.count)))
      {
        unconfirmedCopies += 1
      } else if text.hasPrefix(Reconciling.conflictPrefix) {
        // A copy of a text that is owed a copy, once more; or a copy of no conflict.
        note(copiesOwed[text] != nil ? .doubled : .spuriousCopy, "note \(id) \(text)")
      } else {
        note(.doubled, "note \(id) \(text)")
      }
    }
    for (text, owed) in copiesOwed where owed > 0 {
      for _ in 0..<owed { note(.missingCopy, text) }
    }
    return (found, unconfirmedCopies, details)
  }
}

/// The prefix the sync gives a conflict copy's text (the engine's, spelled here so the model
/// does not reach into the engine).
enum Reconciling {
  static let conflictPrefix = "(Xung đột đồng bộ) "
}
