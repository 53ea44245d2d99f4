import CloudRecords
import Foundation
import Sync
import TestSupport
import Testing

/// A `records/modify` batch the server refuses as holding too many operations is sent again in
/// halves (`Endpoints.modifyRecords.halves`), by the client the sync uses; the answer has one
/// result per operation, in order.
@Suite struct BatchHalvesTests {
  @Test func aBatchPastTheServersBoundGoesInHalvesAndAnswersInOrder() throws {
    let world = try SyncWorld()
    let laptop = try world.device("laptop")
    let records = try laptop.engine.records
    let user = world.userRecordName
    let count = Limits.operationsPerRequest + 100
    let ayahs = (1...286).map { (2, $0) } + (1...(count - 286)).map { (3, $0) }
    let favorites = ayahs.map { surah, ayah in
      Record(
        recordName: "favorite-\(user)-\(surah):\(ayah)", recordType: "FavoriteAyah",
        fields: [
          "ayahID": .string("\(surah):\(ayah)"), "surahNumber": .int64(Int64(surah)),
          "ayahNumber": .int64(Int64(ayah)), "favoritedAt": .timestamp(1_700_000_000_000),
          "ownerRecordName": .string(user),
        ])
    }
    let answer = try records.send(
      Endpoints.modifyRecords,
      ModifyRecordsRequest(
        operations: favorites.map { .init(.forceReplace, $0) }, zoneID: .defaultZone,
        atomic: false))
    #expect(answer.records.count == count)
    #expect(answer.records.map { $0.record?.recordName } == favorites.map(\.recordName))
  }
}
