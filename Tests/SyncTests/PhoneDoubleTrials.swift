// Seeded trials of one person using the iPhone app (its double, PhoneDouble.swift) and a
// real quran home side by side, against the real quran-records: favorites, unfavorites, notes
// written, edited and deleted, reading, on both sides, syncs in random order. Then both sync
// quietly and are checked. `QURAN_VI_PHONE_TRIALS=N` (and `QURAN_VI_PHONE_SEED=S`) runs more.
import AppRecords
import CloudRecords
import Foundation
import Library
import QuranText
import RecordClient
import Sync
import TestSupport
import Testing

@Suite(.serialized) struct PhoneDoubleTrials {
  static let environment = ProcessInfo.processInfo.environment
  static let trials = Int(environment["QURAN_VI_PHONE_TRIALS"] ?? "") ?? 20
  static let firstSeed = UInt64(environment["QURAN_VI_PHONE_SEED"] ?? "") ?? 2500

  @Test func thePhoneAndTheTerminalKeepOneLibrary() throws {
    var failures: [String] = []
    for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.trials)) {
      let broken = try PhoneTrial(seed: seed).run()
      if !broken.isEmpty { failures.append("seed \(seed): " + broken.joined(separator: "; ")) }
    }
    #expect(
      failures.isEmpty,
      "\(failures.count) of \(Self.trials) trials:\n\(failures.joined(separator: "\n"))")
    print(
      "phone trials: \(Self.trials) from seed \(Self.firstSeed), \(failures.count) broke a rule")
  }
}

/// One trial and what it checks:
/// - both sides end with the same favorites, notes (by ayah and text) and progress;
/// - every favorite and note the person made and did not remove is on both, except a note the
///   app deleted from iCloud by its own rule (the notes of an ayah it had none of);
/// - a favorite the person removed stays removed, except one the app sent up again, or one
///   the terminal had marked, not yet synced, when the phone removed it (no trace of a
///   deletion is kept to weigh it against);
/// - the terminal never shows one note twice; its syncs delete only what the person removed
///   on the terminal, and send back no note the person removed (the phone may: it puts back
///   every text it holds);
/// - progress is the furthest ayah read on either side, on both.
final class PhoneTrial {
  let seed: UInt64
  var random: SeededGenerator
  let world: SyncWorld
  let terminal: Device
  let phone: PhoneDouble
  let observer: Device
  var broken: [String] = []
  var textCount = 0

  /// The person's last action on each favorite (true: marked), on either side.
  var favoriteIntent: [String: Bool] = [:]
  /// Favorites whose last removal the app undid, or met a mark the terminal had not sent yet.
  var favoriteExcused: Set<String> = []
  /// Favorites marked or unmarked on the terminal since its last sync.
  var terminalUnsent: Set<String> = []
  var terminalUnfavorited: Set<String> = []
  /// Notes by "ayah|text": true while the person keeps it, false once removed.
  var noteIntent: [String: Bool] = [:]
  var noteExcused: Set<String> = []
  var terminalRemovedNotes: Set<String> = []
  /// Notes written or imported on the terminal since its last sync.
  var terminalUnsentNotes: Set<String> = []
  var furthest: [Int: Int] = [:]
  /// What happened, in order, for a failing trial's report.
  var trace: [String] = []
  static let tracing = PhoneDoubleTrials.environment["QURAN_VI_PHONE_TRACE"] == "1"

  /// Notes what happened, when a trace is asked for (`QURAN_VI_PHONE_TRACE=1`).
  func note(_ line: @autoclosure () throws -> String) rethrows {
    if Self.tracing { trace.append(try line()) }
  }

  static let ayahs = ["1:1", "1:2", "1:3", "1:7", "2:255", "2:256", "36:1", "112:1"]

  init(seed: UInt64) throws {
    self.seed = seed
    random = SeededGenerator(seed: seed)
    world = try SyncWorld()
    terminal = try world.device("terminal")
    observer = try world.device("observer")
    let phoneAccount = try world.device("phone")
    phone = PhoneDouble(
      owner: world.userRecordName, ayahCount: { SurahSizes.ayahCount(ofSurah: $0) ?? 1 },
      client: { (try phoneAccount.engine.records as! RemoteRecords).client })
  }

  func run() throws -> [String] {
    for _ in 0..<40 { try step() }
    // Quiet: both sync in turn until nothing moves; the terminal reads the server whole, as
    // it does at least hourly (a pull of changes alone does not see deletions).
    for _ in 0..<3 {
      try phoneSync()
      try terminalSync(full: true)
    }
    try checkEnd()
    if !broken.isEmpty, Self.tracing {
      broken.append("trace:\n  " + trace.joined(separator: "\n  "))
    }
    return broken
  }

  private func pick<T>(_ items: [T]) -> T { items[Int(random.next() % UInt64(items.count))] }

  private func newText() -> String {
    textCount += 1
    return "Ghi chú \(seed)#\(textCount)"
  }

  private func step() throws {
    let ayah = pick(Self.ayahs)
    let action = random.next() % 13
    try note(
      "step \(action) on \(ayah); phone notes \(phone.ayahNotes.sorted { $0.key < $1.key }); terminal notes \(try terminal.library.notes().map { "\($0.ayahID)|\($0.text)" }.sorted())"
    )
    switch action {
    case 0, 1:
      let marked = try terminal.library.toggleFavorite(try AyahID.parse(ayah))
      favoriteIntent[ayah] = marked
      favoriteExcused.remove(ayah)
      terminalUnsent.insert(ayah)
      if !marked { terminalUnfavorited.insert(ayah) }
    case 2, 3:
      try phone.toggleFavorite(ayah)
      let marked = phone.favoriteAyahs.contains(ayah)
      favoriteIntent[ayah] = marked
      favoriteExcused.remove(ayah)
      let terminalMarked = try terminal.library.isFavorite(try AyahID.parse(ayah))
      if !marked && terminalUnsent.contains(ayah) && terminalMarked {
        favoriteExcused.insert(ayah)
      }
    case 4:
      let text = newText()
      _ = try terminal.library.addNote(on: try AyahID.parse(ayah), text: text)
      noteIntent["\(ayah)|\(text)"] = true
      terminalUnsentNotes.insert("\(ayah)|\(text)")
    case 5:
      let text = newText()
      try phone.addNote(text, to: ayah)
      noteIntent["\(ayah)|\(text)"] = true
    case 6:
      guard let note = try terminal.library.notes().randomElement(using: &random) else { return }
      let text = newText()
      _ = try terminal.library.editNote(note.id, text: text)
      removeNote("\(note.ayahID)|\(note.text)", onTerminal: true)
      noteIntent["\(note.ayahID)|\(text)"] = true
      terminalUnsentNotes.insert("\(note.ayahID)|\(text)")
    case 7:
      guard let note = try terminal.library.notes().randomElement(using: &random) else { return }
      _ = try terminal.library.deleteNote(note.id)
      removeNote("\(note.ayahID)|\(note.text)", onTerminal: true)
    case 8:
      guard
        let (ayahID, texts) = phone.ayahNotes.sorted(by: { $0.key < $1.key }).randomElement(
          using: &random)
      else { return }
      let index = Int(random.next() % UInt64(texts.count))
      phone.deleteNote(at: index, for: ayahID)
      let key = "\(ayahID)|\(texts[index])"
      removeNote(key, onTerminal: false)
      // The terminal's copy, not sent yet, meets a deletion that leaves no trace.
      if terminalUnsentNotes.contains(key) { noteExcused.insert(key) }
    case 9:
      let id = try AyahID.parse(ayah)
      let read = Int(random.next() % UInt64(SurahSizes.ayahCount(ofSurah: id.surah)!)) + 1
      if random.next() % 2 == 0 {
        try terminal.library.recordReading(try AyahID(surah: id.surah, ayah: read))
      } else {
        phone.markAyah(read, inSurah: id.surah)
      }
      furthest[id.surah] = max(furthest[id.surah] ?? 0, read)
    case 10: try phoneSync()
    case 11: try importPhoneDump()
    default: try terminalSync()
    }
  }

  /// `quran import-legacy` of a dump of the phone's UserDefaults, through the import's own
  /// merge: its notes arrive as local notes (those the terminal does not show yet), the same
  /// texts the phone has in iCloud.
  private func importPhoneDump() throws {
    let shown = Set(try terminal.library.notes().map { "\($0.ayahID)|\($0.text)" })
    var notes: [AyahID: [NoteText]] = [:]
    for (ayah, texts) in phone.ayahNotes.sorted(by: { $0.key < $1.key }) {
      for text in texts where !shown.contains("\(ayah)|\(text)") {
        notes[try AyahID.parse(ayah), default: []].append(try NoteText(text))
        noteIntent["\(ayah)|\(text)"] = true
        noteExcused.remove("\(ayah)|\(text)")
        terminalUnsentNotes.insert("\(ayah)|\(text)")
      }
    }
    _ = try terminal.library.merge(
      ImportBatch.fromLegacyApp(favorites: [], notes: notes, progress: [:], at: Date()))
  }

  private func removeNote(_ key: String, onTerminal: Bool) {
    note("removed \(key) on the \(onTerminal ? "terminal" : "phone")")
    noteIntent[key] = false
    noteExcused.remove(key)
    if onTerminal { terminalRemovedNotes.insert(key) }
  }

  private func phoneSync() throws {
    let againBefore = phone.notesSentAgain.count
    let favoritesBefore = phone.favoritesSentAgain
    phone.favoritesSentAgain = []
    try phone.syncAll()
    // What the app sent up again undoes a removal the person made.
    for ayah in phone.favoritesSentAgain where favoriteIntent[ayah] == false {
      favoriteExcused.insert(ayah)
    }
    phone.favoritesSentAgain.formUnion(favoritesBefore)
    note(
      "phone sync: sent again \(phone.notesSentAgain[againBefore...].map { "\($0.ayah)|\($0.text)" }), deleted unkept \(phone.notesDeletedUnkept.map { "\($0.ayah)|\($0.text)" })"
    )
    for (ayah, text) in phone.notesSentAgain[againBefore...]
    where noteIntent["\(ayah)|\(text)"] == false {
      noteExcused.insert("\(ayah)|\(text)")
    }
    for (ayah, text) in phone.notesDeletedUnkept where noteIntent["\(ayah)|\(text)"] == true {
      noteExcused.insert("\(ayah)|\(text)")
    }
    phone.notesDeletedUnkept = []
  }

  /// The terminal syncs, half the time through the real `quran sync` (which reads only what
  /// changed, unless `full`); the records it deletes must be ones the person removed on the
  /// terminal.
  private func terminalSync(full: Bool = false) throws {
    let before = try cloud()
    if random.next() % 2 == 0 {
      let run = try terminal.quran(full ? ["sync", "--full"] : ["sync"])
      if run.status != 0 { broken.append("quran sync failed: \(run.error)") }
    } else {
      try terminal.sync()
    }
    terminalUnsent = []
    terminalUnsentNotes = []
    let after = try cloud()
    note(
      "terminal sync: cloud before \(before.values.sorted()), after \(after.values.sorted())")
    for (name, item) in before where after[name] == nil {
      let removed =
        item.hasPrefix("favorite ")
        ? terminalUnfavorited.contains(String(item.dropFirst(9)))
        : terminalRemovedNotes.contains(String(item.dropFirst(5)))
      if !removed { broken.append("the terminal deleted \(item), which the person did not") }
    }
    for (name, item) in after where before[name] == nil && item.hasPrefix("note ") {
      let key = String(item.dropFirst(5))
      if noteIntent[key] == false && !noteExcused.contains(key) {
        broken.append("the terminal sent back \(item), which the person removed")
      }
    }
    let shown = try terminal.library.notes().map { "\($0.ayahID)|\($0.text)" }
    if Set(shown).count != shown.count {
      broken.append("the terminal shows a note twice: \(shown.sorted())")
    }
  }

  /// Every record in `_defaultZone`, by name: "favorite AYAH" or "note AYAH|TEXT".
  private func cloud() throws -> [String: String] {
    let client = try observer.engine.records
    var items: [String: String] = [:]
    for type in ["FavoriteAyah", "AyahNote"] {
      var marker: String?
      repeat {
        let page = try client.send(
          Endpoints.queryRecords,
          QueryRecordsRequest(
            query: Query(recordType: type), zoneID: .defaultZone, continuationMarker: marker))
        for case .record(let record) in page.records {
          let ayah = record["ayahID"]?.stringValue ?? "?"
          items[record.recordName] =
            type == "FavoriteAyah"
            ? "favorite \(ayah)" : "note \(ayah)|\(record["noteText"]?.stringValue ?? "")"
        }
        marker = page.continuationMarker
      } while marker != nil
    }
    return items
  }

  private func checkEnd() throws {
    let terminalFavorites = Set(try terminal.library.favorites().map(\.ayahID.description))
    if terminalFavorites != phone.favoriteAyahs {
      broken.append(
        "favorites differ: terminal \(terminalFavorites.sorted()), phone \(phone.favoriteAyahs.sorted())"
      )
    }
    let terminalNotes = try terminal.library.notes().map { "\($0.ayahID)|\($0.text)" }
    let phoneNotes = phone.ayahNotes.flatMap { ayah, texts in texts.map { "\(ayah)|\($0)" } }
    if terminalNotes.sorted() != phoneNotes.sorted() {
      broken.append(
        "notes differ: terminal \(terminalNotes.sorted()), phone \(phoneNotes.sorted())")
    }
    for (ayah, marked) in favoriteIntent where !favoriteExcused.contains(ayah) {
      if marked != terminalFavorites.contains(ayah) {
        broken.append(marked ? "favorite \(ayah) lost" : "favorite \(ayah) came back")
      }
    }
    // A note the person removed may stay: the phone puts back any text it still holds, and
    // a removal on the terminal meets the phone's copy under another name. What the terminal
    // itself sends back is checked at each of its syncs.
    for (key, kept) in noteIntent where kept && !noteExcused.contains(key) {
      if !terminalNotes.contains(key) { broken.append("note \(key) lost") }
    }
    let terminalProgress = try terminal.library.progress().mapValues(\.lastReadAyah)
    if terminalProgress != furthest || phone.progress != furthest {
      broken.append(
        "progress: terminal \(terminalProgress), phone \(phone.progress), furthest \(furthest)")
    }
  }
}
