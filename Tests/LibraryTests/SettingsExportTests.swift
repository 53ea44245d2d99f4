import AppRecords
import CloudRecords
import Foundation
import QuranText
import TestSupport
import Testing

@testable import Library

/// Settings travel in an export's `records` section, the section that carries every kind
/// carried as its rows (`RowCopyingKind`): an import adds what is missing, takes what is later,
/// keeps what is later here, journals each change at the setting's own time, and leaves out a
/// row it cannot take with a reason.
@Suite struct SettingsExportTests {
  /// 2026-11-01 12:00 UTC, and an hour either side.
  static let exported = Date(timeIntervalSince1970: 1_793_534_400)
  static let before = exported.addingTimeInterval(-3_600)
  static let after = exported.addingTimeInterval(3_600)

  /// A library whose settings were chosen at `exported`.
  func exportingLibrary() throws -> LibraryStore {
    let store = try TemporaryHome(withCorpus: false).openLibrary()
    var settings = AppSettings()
    settings.translation = .hassan
    settings.showArabic = false
    settings.lastPosition = try AyahID.parse("36:1")
    try store.save(settings, at: Self.exported)
    return store
  }

  @Test func anImportAddsWhatIsMissingTakesWhatIsLaterAndKeepsWhatIsLaterHere() throws {
    let document = try ExportDocument.decode(try exportingLibrary().exportDocument().encoded())
    let rows = try #require(document.records?[RecordType.appSettings.rawValue])
    #expect(rows.count == 3, "translation, showArabic and lastPosition; never colors")

    let here = try TemporaryHome(withCorpus: false).openLibrary()
    var older = AppSettings()
    older.translation = .hassan
    older.lastPosition = try AyahID.parse("1:1")
    try here.save(older, at: Self.before)
    var later = older
    later.translation = .rwwad
    try here.save(later, at: Self.after)

    let counts = try here.merge(try document.batch())
    #expect(
      counts.records[.appSettings]
        == ImportCounts.Tally(added: 1, merged: 1, alreadyPresent: 1))
    #expect(counts.reportLines.contains("settings: 1 added, 1 updated, 1 already present"))
    let settings = try here.settings()
    #expect(settings.translation == .rwwad, "chosen here after the export was made")
    #expect(settings.lastPosition?.description == "36:1", "chosen here before it")
    #expect(settings.showArabic == false, "never chosen here")
    let pending = try here.pendingChanges()
    #expect(
      pending.filter { $0.changedAt == Self.exported }.map(\.recordKey).sorted()
        == ["lastPosition", "showArabic"],
      "each change is journaled at the setting's own time, to lose to a later one on the server")
    #expect(pending.first { $0.recordKey == "translation" }?.changedAt == Self.after)

    let again = try here.merge(try document.batch())
    #expect(again.records[.appSettings] == ImportCounts.Tally(alreadyPresent: 3))
  }

  @Test func aRowThatCannotBeTakenIsLeftOutWithItsReason() throws {
    var document = try exportingLibrary().exportDocument()
    let tooLarge = String(repeating: "x", count: Limits.bytesPerRecord)
    document.records = [
      "AppSettings": [
        .object([
          "key": .string("colors"), "value": .string("false"), "lastModifiedAt": .integer(1),
        ]),
        .object(["key": .integer(5)]),
        .object([
          "key": .string(String(repeating: "k", count: 300)), "value": .string("1"),
          "lastModifiedAt": .integer(1),
        ]),
        .object([
          "key": .string("note"), "value": .string(tooLarge), "lastModifiedAt": .integer(1),
        ]),
      ],
      "Bookmark": [.object(["key": .string("1")])],
    ]
    let batch = try ExportDocument.decode(try document.encoded()).batch()
    #expect(batch.records[.appSettings]?.count == 1)
    #expect(
      batch.leftOut == [
        "records: AppSettings #2 — not a readable row of AppSettings (a field missing or of the"
          + " wrong kind, or a key too long)",
        "records: AppSettings #3 — not a readable row of AppSettings (a field missing or of the"
          + " wrong kind, or a key too long)",
        "records: AppSettings #4 — it is 1 MB, more than the 1 MB the record server keeps a"
          + " record, so it could never sync",
        "records: Bookmark — this version of quran-vi does not know this kind of record; a later"
          + " one may import it",
      ])
    let here = try TemporaryHome(withCorpus: false).openLibrary()
    #expect(try here.merge(batch).records[.appSettings]?.added == 1)
    #expect(try here.settings().colors == false)
  }
}
