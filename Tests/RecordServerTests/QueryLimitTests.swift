import CloudRecords
import Foundation
import TestSupport
import Testing

/// Past SQLite's own limits a query used to end in a 500; the server states its limits and
/// refuses in a sentence long before.
@Suite("Queries within stated limits")
struct QueryLimitTests {
  let fixture: ServerFixture
  init() throws {
    fixture = try ServerFixture(users: ["alice"])
    // The zone exists, so that without the limits the query would reach SQLite.
    try fixture.createZone()
  }

  func query(filters: Int = 0, sorts: Int = 0) throws -> HTTP.Answer {
    let filter = Filter("surahNumber", .equals, .int64(2))
    let sort = Sort("ayahNumber")
    return try fixture.post(
      .queryRecords,
      QueryRecordsRequest(
        query: Query(
          recordType: "FavoriteAyah", filterBy: Array(repeating: filter, count: filters),
          sortBy: Array(repeating: sort, count: sorts)), zoneID: ServerFixture.zone))
  }

  @Test func a996FilterQueryIsRefusedWithTheLimit() throws {
    let answer = try query(filters: 996)
    #expect(answer.status == 400, "\(answer.text.prefix(300))")
    #expect(answer.serverError?.reason.contains("at most 100") == true, "\(answer.text)")
  }

  @Test func a1990SortQueryIsRefusedWithTheLimit() throws {
    let answer = try query(sorts: 1990)
    #expect(answer.status == 400, "\(answer.text.prefix(300))")
    #expect(answer.serverError?.reason.contains("at most 20") == true, "\(answer.text)")
  }

  @Test func queriesAtTheStatedLimitsAreAnswered() throws {
    let answer = try query(filters: 100, sorts: 20)
    #expect(answer.status == 200, "\(answer.text.prefix(300))")
  }

  @Test func unreadableValuesAreNamedForWhatTheyAre() throws {
    func modify(_ value: String) throws -> HTTP.Answer {
      try fixture.post(
        .modifyRecords,
        json: """
          {"operations": [{"operationType": "create", "record": {"recordName": "a",
            "recordType": "FavoriteAyah", "fields": {"ayahID": {"value": \(value)}}}}]}
          """)
    }
    let surrogate = try modify(#""\ud800""#)
    #expect(surrogate.status == 400)
    #expect(surrogate.serverError?.reason.contains("not valid text") == true, "\(surrogate.text)")
    let huge = try modify("1e999")
    #expect(huge.status == 400)
    #expect(huge.serverError?.reason.contains("too large") == true, "\(huge.text)")
    var bytes = Data(
      #"{"operations": [{"operationType": "create", "record": {"recordName": "a", "recordType": "FavoriteAyah", "fields": {"ayahID": {"value": ""#
        .utf8)
    bytes += Data([0xC3, 0x28]) + Data(#""}}}}]}"#.utf8)
    let invalid = try fixture.post(.modifyRecords, body: bytes)
    #expect(invalid.status == 400)
    #expect(invalid.serverError?.reason.contains("must be an object") == false, "\(invalid.text)")
    #expect(invalid.serverError?.reason.contains("UTF-8") == true, "\(invalid.text)")
  }
}
