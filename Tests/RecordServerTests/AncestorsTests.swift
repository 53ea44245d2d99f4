import CloudRecords
import Foundation
import TestSupport
import Testing

/// A record's `ancestors` (fingerprints of the versions it was made from, quran-records only)
/// are kept with it and given back wherever the record is, so that after a restore a device
/// tells a version sent again from an edit beside its own. Bounded like every input.
@Suite struct AncestorsTests {
  let fixture: ServerFixture
  init() throws {
    fixture = try ServerFixture(users: ["alice"])
    try fixture.createZone()
  }

  func save(_ record: Record) throws -> HTTP.Answer {
    try fixture.post(
      .modifyRecords,
      ModifyRecordsRequest(operations: [.init(.forceReplace, record)], zoneID: ServerFixture.zone))
  }

  @Test func ancestorsAreKeptWithTheRecordAndGivenBackUntilAVersionWithoutThem() throws {
    var record = ServerFixture.favorite("with-ancestors")
    record.ancestors = ["7eb2cbce25acad50", "c4d7e6eff048fe0"]
    let saved = try save(record).decoded(RecordsResponse.self).records.first?.record
    #expect(saved?.ancestors == record.ancestors)
    let looked = try fixture.lookup(["with-ancestors"]).decoded(RecordsResponse.self)
    #expect(looked.records.first?.record?.ancestors == record.ancestors)

    record.ancestors = nil
    _ = try save(record)
    let after = try fixture.lookup(["with-ancestors"]).decoded(RecordsResponse.self)
    #expect(after.records.first?.record?.ancestors == nil)
  }

  @Test(arguments: [
    Array(repeating: "ab12", count: 17), [String(repeating: "f", count: 65)], ["two words"], [""],
  ])
  func tooManyOrMalformedAncestorsAreRefusedWithASentence(ancestors: [String]) throws {
    var record = ServerFixture.favorite("bad-ancestors")
    record.ancestors = ancestors
    let answer = try save(record)
    #expect(answer.status == 400, "\(answer.text)")
    #expect(
      answer.serverError?.reason.contains("at most 16 fingerprints") == true, "\(answer.text)")
    let looked = try fixture.lookup(["bad-ancestors"]).decoded(RecordsResponse.self)
    #expect(looked.records.first?.failure?.serverErrorCode == .notFound)
  }
}
