// A double of the Quran-in-Vietnamese iPhone app's iCloud sync, ported from its code at
// commit 4fa668d9395e0fc1de06976a1adb36e8679bdbec of cjapidonald/Quran-in-Vietnamese:
// Quranvn/Core/CloudKitFavoritesSync.swift, CloudKitProgressSync.swift,
// CloudKitSyncManager.swift (and the immediate uploads and deletions CloudKitCoordinator
// offers). Same queries (ownerRecordName == me, in `_defaultZone`), same record names and
// fields, same set logic — its bugs included: notes are compared as sets of texts, a note
// downloaded from the cloud is deleted from it in the same pass, a local note the cloud lacks
// goes up under a new UUID, the notes of an ayah the phone has none of are deleted, and a
// favorite is never deleted by a sync.
import CloudRecords
import Foundation
import RecordClient

final class PhoneDouble {
  /// `FavoritesStore.favoriteAyahs`.
  var favoriteAyahs: Set<String> = []
  /// `FavoritesStore.ayahNotes`: texts by ayah id, in order.
  var ayahNotes: [String: [String]] = [:]
  /// `ReadingProgressStore`: the furthest ayah read by surah.
  var progress: [Int: Int] = [:]
  /// What the app's own sync rules did to the cloud that the person did not ask for, for the
  /// checks: note texts deleted from the cloud without being kept on the phone, and favorites
  /// and note texts it sent up again.
  var notesDeletedUnkept: [(ayah: String, text: String)] = []
  var favoritesSentAgain: Set<String> = []
  var notesSentAgain: [(ayah: String, text: String)] = []

  let client: () throws -> RecordClient
  let owner: String
  /// The app's `surah.ayahCount`.
  let ayahCount: (Int) -> Int

  init(
    owner: String, ayahCount: @escaping (Int) -> Int, client: @escaping () throws -> RecordClient
  ) {
    self.owner = owner
    self.ayahCount = ayahCount
    self.client = client
  }

  // MARK: The person's actions (FavoritesStore, ReadingProgressStore, CloudKitCoordinator)

  /// `toggleFavorite`, then the coordinator's immediate upload or deletion.
  func toggleFavorite(_ ayahID: String) throws {
    if favoriteAyahs.remove(ayahID) != nil {
      try deleteRecords([favoriteName(ayahID)])
    } else {
      favoriteAyahs.insert(ayahID)
      try saveRecords([favoriteRecord(ayahID)])
    }
  }

  /// `addNote`, then the coordinator's `uploadNote`.
  func addNote(_ text: String, to ayahID: String) throws {
    ayahNotes[ayahID, default: []].append(text)
    try saveRecords([noteRecord(ayahID, text)])
  }

  /// `deleteNote(at:for:)`: the phone's list only; the next sync deletes it from the cloud.
  func deleteNote(at index: Int, for ayahID: String) {
    guard var notes = ayahNotes[ayahID], index < notes.count else { return }
    notes.remove(at: index)
    ayahNotes[ayahID] = notes.isEmpty ? nil : notes
  }

  /// `markAyah(_:asReadIn:totalAyahs:)`: progress only moves forward.
  func markAyah(_ ayah: Int, inSurah surah: Int) {
    progress[surah] = max(progress[surah] ?? 0, min(ayah, ayahCount(surah)))
  }

  // MARK: syncAll: favorites, notes, progress

  func syncAll() throws {
    try syncFavorites()
    try syncNotes()
    try syncProgress()
  }

  func syncFavorites() throws {
    let cloud = Set(try fetchRecords("FavoriteAyah").compactMap { $0["ayahID"]?.stringValue })
    let toUpload = favoriteAyahs.subtracting(cloud)
    let toDownload = cloud.subtracting(favoriteAyahs)
    if !toUpload.isEmpty {
      favoritesSentAgain.formUnion(toUpload)
      try saveRecords(toUpload.sorted().map(favoriteRecord))
    }
    favoriteAyahs.formUnion(toDownload)
  }

  func syncNotes() throws {
    var cloudNotesByAyah: [String: [(name: String, text: String)]] = [:]
    for record in try fetchRecords("AyahNote") {
      guard let ayah = record["ayahID"]?.stringValue, let text = record["noteText"]?.stringValue
      else { continue }
      cloudNotesByAyah[ayah, default: []].append((record.recordName, text))
    }
    let localNotes = ayahNotes
    var recordsToSave: [Record] = []
    var recordsToDelete: [String] = []
    for (ayahID, localNoteTexts) in localNotes {
      let cloudNotesForAyah = cloudNotesByAyah[ayahID] ?? []
      let cloudNoteTexts = Set(cloudNotesForAyah.map(\.text))
      for noteText in localNoteTexts where !cloudNoteTexts.contains(noteText) {
        recordsToSave.append(noteRecord(ayahID, noteText))
        notesSentAgain.append((ayahID, noteText))
      }
      let notesToDownload = cloudNotesForAyah.filter { !localNoteTexts.contains($0.text) }
      for note in notesToDownload { ayahNotes[ayahID, default: []].append(note.text) }
      // The same filter as the download: what it just took is deleted from the cloud.
      recordsToDelete += notesToDownload.map(\.name)
    }
    for (ayahID, cloudNotesForAyah) in cloudNotesByAyah where localNotes[ayahID] == nil {
      recordsToDelete += cloudNotesForAyah.map(\.name)
      notesDeletedUnkept += cloudNotesForAyah.map { (ayahID, $0.text) }
    }
    try saveRecords(recordsToSave)
    try deleteRecords(recordsToDelete)
  }

  func syncProgress() throws {
    var cloudBySurah: [Int: (name: String, lastReadAyah: Int)] = [:]
    for record in try fetchRecords("ReadingProgress", sortedBy: "surahNumber", ascending: true) {
      guard let surah = record["surahNumber"]?.int64Value,
        let last = record["lastReadAyah"]?.int64Value, record["totalAyahs"]?.int64Value != nil
      else { continue }
      cloudBySurah[Int(surah)] = (record.recordName, Int(last))
    }
    var recordsToSave: [Record] = []
    var recordsToUpdate: [Record] = []
    for surah in 1...114 {
      let localLastRead = progress[surah] ?? 0
      guard localLastRead > 0 else { continue }
      if let cloud = cloudBySurah[surah] {
        if localLastRead > cloud.lastReadAyah {
          recordsToUpdate.append(progressRecord(surah, localLastRead))
        } else if localLastRead < cloud.lastReadAyah {
          markAyah(cloud.lastReadAyah, inSurah: surah)
        }
      } else {
        recordsToSave.append(progressRecord(surah, localLastRead))
      }
    }
    for (surah, cloud) in cloudBySurah where (progress[surah] ?? 0) == 0 && cloud.lastReadAyah > 0 {
      markAyah(cloud.lastReadAyah, inSurah: surah)
    }
    try saveRecords(recordsToSave)
    // `updateRecords`: savePolicy .changedKeys, which overwrites whatever the server has.
    try modify(recordsToUpdate.map { .init(.forceUpdate, $0) })
  }

  // MARK: Records as the app makes them

  func favoriteName(_ ayahID: String) -> String { "favorite-\(owner)-\(ayahID)" }

  func favoriteRecord(_ ayahID: String) -> Record {
    let parts = ayahID.split(separator: ":").compactMap { Int($0) }
    return Record(
      recordName: favoriteName(ayahID), recordType: "FavoriteAyah",
      fields: [
        "ayahID": .string(ayahID), "surahNumber": .int64(Int64(parts.first ?? 0)),
        "ayahNumber": .int64(Int64(parts.count > 1 ? parts[1] : 0)),
        "favoritedAt": .timestamp(Self.now()), "ownerRecordName": .string(owner),
      ])
  }

  func noteRecord(_ ayahID: String, _ noteText: String) -> Record {
    let parts = ayahID.split(separator: ":").compactMap { Int($0) }
    let now = Self.now()
    return Record(
      recordName: "note-\(owner)-\(ayahID)-\(UUID().uuidString)", recordType: "AyahNote",
      fields: [
        "ayahID": .string(ayahID), "surahNumber": .int64(Int64(parts.first ?? 0)),
        "ayahNumber": .int64(Int64(parts.count > 1 ? parts[1] : 0)),
        "noteText": .string(noteText), "createdAt": .timestamp(now),
        "modifiedAt": .timestamp(now), "ownerRecordName": .string(owner),
      ])
  }

  func progressRecord(_ surah: Int, _ lastReadAyah: Int) -> Record {
    let totalAyahs = ayahCount(surah)
    return Record(
      recordName: "progress-\(owner)-\(surah)", recordType: "ReadingProgress",
      fields: [
        "surahNumber": .int64(Int64(surah)), "lastReadAyah": .int64(Int64(lastReadAyah)),
        "totalAyahs": .int64(Int64(totalAyahs)),
        "progressPercentage": .double(Double(lastReadAyah) / Double(totalAyahs)),
        "lastUpdatedAt": .timestamp(Self.now()), "ownerRecordName": .string(owner),
      ])
  }

  static func now() -> Int64 { Int64((Date().timeIntervalSince1970 * 1000).rounded()) }

  // MARK: CloudKitSyncManager

  /// `fetchRecords(ofType:predicate:sortDescriptors:)`: every page of the query.
  func fetchRecords(_ type: String, sortedBy sort: String? = nil, ascending: Bool = false)
    throws -> [Record]
  {
    let sortField =
      sort ?? ["FavoriteAyah": "favoritedAt", "AyahNote": "createdAt"][type] ?? "surahNumber"
    var found: [Record] = []
    var marker: String?
    repeat {
      let page = try client().send(
        Endpoints.queryRecords,
        QueryRecordsRequest(
          query: Query(
            recordType: type, filterBy: [Filter("ownerRecordName", .equals, .string(owner))],
            sortBy: [Sort(sortField, ascending: ascending)]),
          zoneID: .defaultZone, continuationMarker: marker))
      found += page.records.compactMap(\.record).filter { !$0.isDeleted }
      marker = page.continuationMarker
    } while marker != nil
    return found
  }

  /// `saveRecords`: a save of a new CKRecord; a record that exists already fails, and the app
  /// only prints it.
  func saveRecords(_ records: [Record]) throws {
    try modify(records.map { .init(.create, $0) })
  }

  /// `deleteRecords(withIDs:)`: a missing record is no failure.
  func deleteRecords(_ names: [String]) throws {
    try modify(names.map { .init(.forceDelete, Record(recordName: $0)) })
  }

  private func modify(_ operations: [ModifyRecordsRequest.Operation]) throws {
    for start in stride(from: 0, to: operations.count, by: 200) {
      _ = try client().send(
        Endpoints.modifyRecords,
        ModifyRecordsRequest(
          operations: Array(operations[start..<min(start + 200, operations.count)]),
          zoneID: .defaultZone, atomic: false))
    }
  }
}
