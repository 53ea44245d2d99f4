import Clocks
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
  /// The state each owned favorite was last left in by its owner, and each shared one by the
  /// device that last changed it (`FaultRestores.swift`).
  var favorites: [AyahID: Bool] = [:]
  /// The favorites last marked by a restore or by a device after another unmarked them.
  var favoritesBack: Set<AyahID> = []
  /// The furthest ayah anyone reached, by surah.
  var progress: [Int: Int] = [:]
  /// The value each owned setting was last given by its owner.
  var settings: [String: String] = [:]
  var notes: [UUID: NoteHistory] = [:]
  /// What all devices read on `readingDay`: each ayah once, every device's seconds added up.
  var dayAyahs: Set<AyahID> = []
  var daySeconds = 0
  /// Every grade a device acknowledged (`FaultMemorize.swift`).
  var reviews: [Graded] = []

  /// The day the trial's reading is logged on, and the moment and zone it is logged at.
  static let readingDay = "2026-11-20"
  static let readingMoment = Date(timeIntervalSince1970: 1_795_176_000)
  static let utc = TimeZone(identifier: "UTC")!
  /// Note texts sent in a request whose answer was lost after the server saw it: a device
  /// cannot tell such a send, later overwritten by another device, from a concurrent edit,
  /// so a conflict copy of it is allowed (and counted apart). Nor can it tell such a send,
  /// later deleted by another device, from one that never arrived (Apple keeps no trace of a
  /// deleted record in `_defaultZone`), and it sends it again rather than lose what the
  /// person wrote: the note coming back with that text, after a deletion made from it (or
  /// from an edit of it), is allowed too (and counted apart).
  var textsSentUnconfirmed: Set<String> = []

  /// A note's versions, in the order they were acknowledged: its texts (the first the
  /// creation, a restore the text brought back) and deletions, each with the version it was
  /// made from (by its place in `versions`). A version is known by its text and the times
  /// its device stamped it (`modifiedAt`, which travels with it), since a restore brings back
  /// a text the note held before as a version of its own.
  struct NoteHistory {
    struct Version {
      var text: String?
      var from: Int?
      /// The `modifiedAt`s (milliseconds) the version was written with.
      var stamps: Set<Int64> = []
    }
    var ayah: AyahID
    var versions: [Version]
    /// The versions a restore or an undo made: a head among them missing at the end is
    /// "brought back, then lost".
    var restores: Set<Int> = []
    /// Heads of the same text a restore took in: one content, which the sync keeps once (the
    /// later over the earlier, `Reconciler`'s rule for notes).
    var merged: [Int: Set<Int>] = [:]

    init(_ note: AyahNote) {
      ayah = note.ayahID
      versions = [Version(text: note.text, from: nil, stamps: [note.modifiedAt.milliseconds])]
    }

    /// The version a device showing `note` shows: by its text and stamp, else the newest
    /// showing its text.
    func version(of note: AyahNote) -> Int? {
      versions.lastIndex {
        $0.text == note.text && $0.stamps.contains(note.modifiedAt.milliseconds)
      }
        ?? latest(note.text)
    }

    /// The newest version showing `text`.
    func latest(_ text: String) -> Int? { versions.lastIndex { $0.text == text } }

    /// Adds an edit (`written`, the note as saved) or a deletion (nil, made at `deletedAt`)
    /// made from `base`, the note as the device showed it.
    mutating func add(_ written: AyahNote?, madeFrom base: AyahNote, deletedAt: Date? = nil) {
      versions.append(
        Version(
          text: written?.text, from: version(of: base),
          stamps: Set([written?.modifiedAt ?? deletedAt].compactMap { $0?.milliseconds })))
    }

    /// Adds an edit of text `text` (its stamp unknown: written by another program) made from
    /// `base`.
    mutating func add(text: String, madeFrom base: AyahNote) {
      versions.append(Version(text: text, from: version(of: base)))
    }

    /// Adds `note` brought back (from the trash, or by `u`) after the deletion it undoes: the
    /// one made at `undoing`, the newest its device knew (else the newest of all). Two devices
    /// bringing back one text after one deletion bring back one version, as the sync takes
    /// them: an edit made from either is later than both. But a restore made after a
    /// deletion of those words (or of an edit of them) that nothing brought back undoes that
    /// deletion too: the later change.
    mutating func restore(_ note: AyahNote, undoing: Int64?) {
      let stamp = note.modifiedAt.milliseconds
      var deletion =
        versions.lastIndex { $0.text == nil && undoing.map($0.stamps.contains) == true }
        ?? versions.lastIndex { $0.text == nil }
      if let same = restores.first(where: {
        versions[$0].text == note.text && versions[$0].from == deletion
      }) {
        guard let earlier = deletionNotBroughtBack(after: same, before: stamp) else {
          versions[same].stamps.insert(stamp)
          return
        }
        deletion = earlier
      }
      let sameText = headVersions.filter { versions[$0].text == note.text }
      versions.append(Version(text: note.text, from: deletion, stamps: [stamp]))
      restores.insert(versions.count - 1)
      if !sameText.isEmpty { merged[versions.count - 1] = Set(sameText) }
    }

    /// The newest deletion made before `stamp` of `version`'s words (from a version made from
    /// it, or from another version showing them) that no restore brought back; nil when there
    /// is none.
    func deletionNotBroughtBack(after version: Int, before stamp: Int64) -> Int? {
      versions.indices.last { index in
        guard versions[index].text == nil, versions[index].stamps.contains(where: { $0 < stamp }),
          !versions.contains(where: { $0.from == index }), let from = versions[index].from
        else { return false }
        return ancestorVersions(of: index).contains(version)
          || versions[from].text == versions[version].text
      }
    }

    /// The versions, one a line part: `3: n#5 from 2 (restore) @1795…`, to read a failing seed.
    var story: String {
      versions.indices.map { index in
        let version = versions[index]
        return "\(index): \(version.text ?? "deleted")"
          + (version.from.map { " from \($0)" } ?? "")
          + (restores.contains(index) ? " (restore)" : "")
          + (version.stamps.isEmpty
            ? "" : " @" + version.stamps.sorted().map(String.init).joined(separator: ","))
      }.joined(separator: "; ")
    }

    /// The versions no later edit or deletion was made from, with a text.
    var headVersions: [Int] {
      let madeFrom = Set(versions.compactMap(\.from))
      var parents = madeFrom.union(merged.values.joined())
      // An edit or deletion made from a version that a later restore of the same text was
      // merged with supersedes that restore too: the same words are one content (the device
      // that changed them had seen them).
      for (restore, alike) in merged where !alike.isDisjoint(with: madeFrom) {
        parents.insert(restore)
      }
      // So does an edit or a deletion made after the restore from another version of the very
      // words it brought back (the one whose deletion it undid, or another restore of them),
      // on a device that saw neither the deletion nor the restore: the later change of one
      // content wins.
      for restore in restores {
        guard let words = versions[restore].text, let broughtBack = versions[restore].stamps.min()
        else { continue }
        // An edit (its time its stamp; one another program wrote, its place among the
        // versions acknowledged) or a deletion (its place).
        let laterChange = versions.indices.contains { index in
          let version = versions[index]
          guard index != restore, let from = version.from, from != restore,
            versions[from].text == words
          else { return false }
          return version.stamps.max().map { $0 > broughtBack } ?? (index > restore)
        }
        if laterChange { parents.insert(restore) }
      }
      return versions.indices.filter { versions[$0].text != nil && !parents.contains($0) }
    }

    /// Texts no later edit or deletion was made from.
    var editHeads: [String] { headVersions.compactMap { versions[$0].text } }

    /// The head texts a restore made.
    var restoredHeads: Set<String> {
      Set(headVersions.filter(restores.contains).compactMap { versions[$0].text })
    }

    var isKnown: Set<String> { Set(versions.compactMap(\.text)) }

    /// The texts the newest version showing `text` was made from, back to the creation
    /// (through deletions a restore undid).
    func ancestors(of text: String) -> Set<String> {
      var found = Set<String>()
      var seen = Set<Int>()
      var next = latest(text).flatMap { versions[$0].from }
      while let current = next, seen.insert(current).inserted {
        if let earlier = versions[current].text, earlier != text { found.insert(earlier) }
        next = versions[current].from
      }
      return found
    }

    /// Whether a deletion was made from `text`, or from a text edited from it.
    func wasDeleted(after text: String) -> Bool {
      versions.contains { version in
        guard version.text == nil, let from = version.from, let base = versions[from].text
        else { return false }
        return base == text || ancestors(of: base).contains(text)
      }
    }

    /// The versions `version` was made from, one edit, deletion or restore after another back
    /// to the creation.
    func ancestorVersions(of version: Int) -> Set<Int> {
      var found = Set<Int>()
      var next = [versions[version].from].compactMap { $0 } + (merged[version] ?? [])
      while let current = next.popLast() {
        guard found.insert(current).inserted else { continue }
        next += [versions[current].from].compactMap { $0 } + (merged[current] ?? [])
      }
      return found
    }

    /// Whether another device's text was made without knowing the newest version showing
    /// `text`, nor that version with knowing it: a real conflict, which a copy is for. By
    /// versions, not texts: a text brought back is a version of its own.
    func hasConcurrentEdit(to text: String) -> Bool {
      let heads = headVersions.filter { versions[$0].text == text }
      return (heads.isEmpty ? latest(text).map { [$0] } ?? [] : heads).contains { version in
        let before = ancestorVersions(of: version)
        return versions.indices.contains { other in
          guard let otherText = versions[other].text, otherText != text else { return false }
          return !before.contains(other) && !ancestorVersions(of: other).contains(version)
        }
      }
    }

    /// Whether a restore brought `text` back: shown anywhere, it is there by right, whatever
    /// deletion of that text came before.
    func wasBroughtBack(_ text: String) -> Bool {
      restores.contains { versions[$0].text == text }
    }
  }
}

/// What a device shows of its data, to compare devices with each other and with the model.
struct DeviceState: Equatable {
  struct Note: Equatable {
    var ayah: AyahID
    var text: String
    /// When the note was made (milliseconds): a conflict copy keeps its note's.
    var createdAt: Int64
  }
  var favorites: Set<AyahID>
  var notes: [UUID: Note]
  var progress: [Int: Int]
  var settings: [String: String]
  /// The ayahs and seconds `FaultModel.readingDay` holds.
  var day: (ayahs: Int, seconds: Int)
  /// The grades and card of each ayah the trial grades.
  var memorization: [AyahID: Memorized]

  static func == (one: DeviceState, other: DeviceState) -> Bool {
    one.favorites == other.favorites && one.notes == other.notes
      && one.progress == other.progress && one.settings == other.settings
      && one.day == other.day && one.memorization == other.memorization
  }

  /// What differs from `other`, in a few words, to read a failing seed's story.
  func difference(from other: DeviceState) -> String {
    var parts: [String] = []
    for id in Set(notes.keys).union(other.notes.keys) where notes[id] != other.notes[id] {
      parts.append(
        "note \(id): \(notes[id]?.text ?? "none") / \(other.notes[id]?.text ?? "none")")
    }
    if favorites != other.favorites {
      parts.append("favorites ± \(favorites.symmetricDifference(other.favorites).sorted())")
    }
    if progress != other.progress { parts.append("progress \(progress) / \(other.progress)") }
    if settings != other.settings { parts.append("settings \(settings) / \(other.settings)") }
    if day != other.day { parts.append("reading day \(day) / \(other.day)") }
    for (ayah, mine) in memorization.sorted(by: { $0.key < $1.key })
    where mine != other.memorization[ayah] {
      let theirs = other.memorization[ayah]
      parts.append(
        "memorizing \(ayah): \(mine.grades.count) grades due \(mine.card?.dueDay ?? "never") / "
          + "\(theirs?.grades.count ?? 0) due \(theirs?.card?.dueDay ?? "never")")
    }
    return parts.joined(separator: "; ")
  }

  init(_ library: LibraryStore) throws {
    favorites = Set(try library.favorites().map(\.ayahID))
    notes = Dictionary(
      uniqueKeysWithValues: try library.notes().map {
        ($0.id, Note(ayah: $0.ayahID, text: $0.text, createdAt: $0.createdAt.milliseconds))
      })
    progress = try library.progress().mapValues(\.lastReadAyah)
    settings = FaultModel.ownedSettings(try library.settings())
    let logged = try library.readingDays().first { $0.date == FaultModel.readingDay }
    day = (logged?.ayahs ?? 0, logged?.seconds ?? 0)
    memorization = try Memorized.all(library)
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
  case wrongSchedule = "memorization other than its grades make"
  /// A sync returned after another device's acknowledged deletion and still showed the item.
  case deletionLate = "deletion late"
  /// A save replaced a version its device had not seen, without a copy.
  case editOverwritten = "edit overwritten"
  /// An acknowledged restore or undo whose item is missing on a device after quiet.
  case broughtBackLost = "brought back, then lost"
  /// An item of one person in another person's library or trash.
  case anotherPersonsWords = "another person's words"
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

  /// Checks a device's state against the model; the violations found, by kind, how many
  /// conflict copies were of an unconfirmed send, and how many deleted notes came back with
  /// an unconfirmed send's text.
  func check(_ state: DeviceState, ownedFavorites: Set<AyahID>) -> (
    violations: [Violation: Int], unconfirmedCopies: Int, unconfirmedReturns: Int,
    details: [String]
  ) {
    var found = [Violation: Int]()
    var details = [String]()
    func note(_ kind: Violation, _ detail: String) {
      found[kind, default: 0] += 1
      details.append("\(kind.rawValue): \(detail)")
    }
    for ayah in ownedFavorites.union(Self.sharedFavorites) {
      let expected = favorites[ayah] ?? false
      let actual = state.favorites.contains(ayah)
      if expected && !actual {
        note(favoritesBack.contains(ayah) ? .broughtBackLost : .lost, "favorite \(ayah)")
      }
      if !expected && actual { note(.resurrected, "favorite \(ayah)") }
    }
    for text in state.notes.values.map(\.text) where text.contains(FaultModel.guestMark) {
      note(.anotherPersonsWords, "\(text) in this person's library")
    }
    for (surah, ayah) in progress where state.progress[surah] != ayah {
      note(.lost, "progress of surah \(surah): \(ayah), not \(state.progress[surah] ?? 0)")
    }
    for (key, value) in settings where state.settings[key] != value {
      note(.lost, "setting \(key): \(value), not \(state.settings[key] ?? "none")")
    }
    // Two devices' reading of one day adds up, exactly once.
    let read = (ayahs: dayAyahs.count, seconds: daySeconds)
    if state.day.ayahs < read.ayahs || state.day.seconds < read.seconds {
      note(.lost, "the day's reading shows \(state.day), not \(read)")
    } else if state.day != read {
      note(.doubled, "the day's reading shows \(state.day), not \(read)")
    }
    var (copiesOf, copies, strangers) = conflictCopies(in: state)
    for (id, text) in strangers { note(.doubled, "note \(id) \(text)") }
    // Each text no later change was made from lives on exactly once: as the note's text, or
    // in a conflict copy (the rule makes the local text of a conflict a new note, which the
    // note's later deletion does not touch). The note itself shows such a text, or is gone.
    var unconfirmedCopies = 0
    var unconfirmedReturns = 0
    for (id, history) in notes {
      let heads = Set(history.editHeads)
      let shown = state.notes[id]?.text
      if let shown, !heads.contains(shown), textsSentUnconfirmed.contains(shown),
        history.wasDeleted(after: shown)
      {
        unconfirmedReturns += 1
      } else if let shown, !heads.contains(shown) {
        note(
          heads.isEmpty ? .resurrected : .lost,
          "note \(id) shows \(shown), not one of \(heads.sorted()); its history: \(history.story)")
      }
      let restored = history.restoredHeads
      for head in heads {
        var places = (shown == head ? 1 : 0) + (copiesOf[id]?[head] ?? 0)
        // A copy told only by its text stands for one note's head.
        if places == 0, let count = copies[head], count > 0 {
          copies[head] = count - 1
          copiesOf[id, default: [:]][head, default: 0] += 1
          places = 1
        }
        if places == 0, restored.contains(head) {
          note(.broughtBackLost, "note \(id) \(head); its history: \(history.story)")
        } else if places == 0 {
          note(heads.count > 1 ? .missingCopy : .lost, "note \(id) \(head)")
        }
        if places > 1 { note(.doubled, "note \(id) \(head) \(places) times") }
      }
    }
    copies = copies.filter { $0.value > 0 }
    let (copyProblems, copiesUnconfirmed) = copyProblems(of: copiesOf, unowned: copies)
    unconfirmedCopies += copiesUnconfirmed
    for (kind, detail) in copyProblems { note(kind, detail) }
    for (kind, detail) in memorizationProblems(state) { note(kind, detail) }
    return (found, unconfirmedCopies, unconfirmedReturns, details)
  }
}

/// The prefix the sync gives a conflict copy's text (the library's, which the engine uses).
enum Reconciling {
  static let conflictPrefix = AyahNote.conflictPrefix
}

extension FaultModel {
  /// The notes `state` shows that the trial does not know: conflict copies, each counted for
  /// the note it copies, which it tells by its creation time (notes alike share a text, not
  /// that), or, when that note is not shown, by the text it carries; and any other (`strangers`,
  /// a note doubled).
  func conflictCopies(in state: DeviceState) -> (
    attributed: [UUID: [String: Int]], unowned: [String: Int], strangers: [(UUID, String)]
  ) {
    let prefix = Reconciling.conflictPrefix
    var madeAt = [Int64: UUID]()
    for (id, shown) in state.notes where notes[id] != nil { madeAt[shown.createdAt] = id }
    var attributed = [UUID: [String: Int]]()
    var unowned = [String: Int]()
    var strangers: [(UUID, String)] = []
    for (id, shown) in state.notes where notes[id] == nil {
      guard shown.text.hasPrefix(prefix) else {
        strangers.append((id, shown.text))
        continue
      }
      let text = String(shown.text.dropFirst(prefix.count))
      if let owner = madeAt[shown.createdAt], let history = notes[owner],
        history.editHeads.contains(text) || history.isKnown.contains(text)
      {
        attributed[owner, default: [:]][text, default: 0] += 1
      } else {
        unowned[text, default: 0] += 1
      }
    }
    return (attributed, unowned, strangers)
  }

  /// The conflict copies no concurrent edit made: those of each note (`attributed`, by the
  /// note they copy) and those told only by their text (`unowned`, what no head took), each a
  /// head's copy first, then a superseded text's; how many are of a send whose answer was
  /// lost (allowed).
  func copyProblems(of attributed: [UUID: [String: Int]], unowned: [String: Int]) -> (
    problems: [(Violation, String)], unconfirmed: Int
  ) {
    var found: [(Violation, String)] = []
    var unconfirmed = 0
    func weigh(_ id: UUID, _ history: NoteHistory, _ text: String, _ count: Int) {
      if history.editHeads.contains(text) {
        if !history.hasConcurrentEdit(to: text) {
          found.append(
            (
              .spuriousCopy,
              "note \(id): a copy of \(text), which no edit was concurrent with; its history: "
                + history.story
            ))
        }
      } else if textsSentUnconfirmed.contains(text) {
        unconfirmed += count
      } else {
        found.append(
          (
            .spuriousCopy,
            "note \(id): a copy of \(text), superseded; its history: " + history.story
          ))
      }
    }
    for (id, texts) in attributed {
      guard let history = notes[id] else { continue }
      for (text, count) in texts { weigh(id, history, text, count) }
    }
    var copies = unowned
    // Notes alike share texts: a copy of one note's head is not another's superseded text.
    for (id, history) in notes {
      for head in Set(history.editHeads) {
        guard let count = copies.removeValue(forKey: head) else { continue }
        weigh(id, history, head, count)
      }
    }
    for (id, history) in notes {
      for text in history.isKnown {
        guard let count = copies.removeValue(forKey: text) else { continue }
        weigh(id, history, text, count)
      }
    }
    for (text, _) in copies { found.append((.spuriousCopy, "a copy of \(text), of no note")) }
    return (found, unconfirmed)
  }
}
