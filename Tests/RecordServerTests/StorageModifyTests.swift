import CloudRecords
import Foundation
import RecordServer
import Testing

import struct CloudRecords.Record

@Suite struct StorageModifyTests {
  let fixture: StorageFixture
  init() throws {
    fixture = try StorageFixture()
    try fixture.createZone()
  }

  @Test func createSavesARecordWithATagAndStampsAndRefusesADuplicate() throws {
    let saved = try fixture.save(favorite("2:255"), .create)
    #expect(saved.recordChangeTag?.isEmpty == false)
    #expect(saved.fields?["ayahID"] == .string("2:255"))
    #expect(saved.created?.userRecordName == StorageFixture.alice)
    #expect(saved.zoneID?.zoneName == "QuranZone")
    let again = try fixture.modify([.init(.create, favorite("2:255"))])
    #expect(again.codes == ["EXISTS"])
    #expect(again[0].failure?.recordName == favorite("2:255").recordName)
  }

  @Test func updateMergesFieldsAndChecksTheChangeTag() throws {
    let saved = try fixture.save(note("1:1", "first"), .create)
    var change = Record(recordName: saved.recordName, recordChangeTag: saved.recordChangeTag)
    change.fields = ["noteText": .string("second")]
    let updated = try fixture.save(change, .update)
    #expect(updated.fields?["noteText"] == .string("second"))
    #expect(updated.fields?["ayahID"] == .string("1:1"), "update keeps the fields it does not name")
    #expect(updated.recordChangeTag != saved.recordChangeTag)

    // The old tag is stale now: CONFLICT, with the server's record to merge with.
    change.fields = ["noteText": .string("third")]
    let conflict = try fixture.modify([.init(.update, change)])
    #expect(conflict.codes == ["CONFLICT"])
    let server = try #require(conflict[0].failure?.serverRecord)
    #expect(server.recordChangeTag == updated.recordChangeTag)
    #expect(server.fields?["noteText"] == .string("second"))

    // forceUpdate skips the check.
    let forced = try fixture.save(change, .forceUpdate)
    #expect(forced.fields?["noteText"] == .string("third"))
    #expect(forced.fields?["surahNumber"] == .int64(1))
  }

  @Test func updateOfAMissingRecordIsNotFoundAndForceUpdateCreatesIt() throws {
    var missing = favorite("3:1")
    missing.recordChangeTag = "whatever"
    #expect(try fixture.modify([.init(.update, missing)]).codes == ["NOT_FOUND"])
    #expect(try fixture.modify([.init(.replace, missing)]).codes == ["NOT_FOUND"])
    let created = try fixture.save(favorite("3:1"), .forceUpdate)
    #expect(created.fields?["ayahID"] == .string("3:1"))
    let replaced = try fixture.save(favorite("3:2"), .forceReplace)
    #expect(replaced.fields?["ayahID"] == .string("3:2"))
  }

  @Test func updateWithoutATagIsABadRequest() throws {
    try fixture.save(favorite("3:3"), .create)
    let results = try fixture.modify([.init(.update, favorite("3:3"))])
    #expect(results.codes == ["BAD_REQUEST"])
    #expect(results[0].failure?.reason.contains("recordChangeTag") == true)
  }

  @Test func replaceClearsTheFieldsItDoesNotName() throws {
    let saved = try fixture.save(note("1:2", "text"), .create)
    var replacement = Record(
      recordName: saved.recordName, recordType: "AyahNote", recordChangeTag: saved.recordChangeTag,
      fields: ["noteText": .string("only this")])
    let replaced = try fixture.save(replacement, .replace)
    #expect(replaced.fields == ["noteText": .string("only this")])
    replacement.recordChangeTag = saved.recordChangeTag
    #expect(try fixture.modify([.init(.replace, replacement)]).codes == ["CONFLICT"])
    let looked = try fixture.lookup([saved.recordName])
    #expect(looked[0].record?.fields == ["noteText": .string("only this")])
  }

  @Test func deleteChecksTheTagAndAMissingRecordIsNotFound() throws {
    let saved = try fixture.save(favorite("4:1"), .create)
    var stale = Record(recordName: saved.recordName, recordChangeTag: "stale")
    #expect(try fixture.modify([.init(.delete, stale)]).codes == ["CONFLICT"])
    stale.recordChangeTag = saved.recordChangeTag
    let deleted = try fixture.modify([.init(.delete, stale)])
    #expect(deleted.codes == ["ok"])
    #expect(deleted[0].record?.deleted == true)
    #expect(try fixture.lookup([saved.recordName]).codes == ["NOT_FOUND"])
    #expect(try fixture.modify([.init(.delete, stale)]).codes == ["NOT_FOUND"])
  }

  @Test func forceDeleteIgnoresTheTagAndAMissingRecordSucceedsQuietly() throws {
    let saved = try fixture.save(favorite("4:2"), .create)
    let before = try fixture.allChanges().token
    let deleted = try fixture.modify([.init(.forceDelete, Record(recordName: saved.recordName))])
    #expect(deleted.codes == ["ok"])
    let missing = try fixture.modify([.init(.forceDelete, Record(recordName: "never-there"))])
    #expect(missing.codes == ["ok"])
    #expect(missing[0].record?.deleted == true)
    let changes = try fixture.allChanges(from: before).records
    #expect(changes.map(\.recordName) == [saved.recordName], "the missing one left no tombstone")
  }

  @Test func aDeletedRecordCanBeCreatedAgainAsNew() throws {
    let first = try fixture.save(favorite("5:1"), .create)
    _ = try fixture.modify([.init(.forceDelete, Record(recordName: first.recordName))])
    let second = try fixture.save(favorite("5:1"), .create)
    #expect(second.recordChangeTag != first.recordChangeTag)
  }

  @Test func atomicBatchWritesNothingWhenOneOperationFails() throws {
    try fixture.save(favorite("6:1"), .create)
    let before = try fixture.allChanges()
    let results = try fixture.modify([
      .init(.create, favorite("6:2")),
      .init(.create, favorite("6:1")),  // exists
      .init(.forceReplace, favorite("6:3")),
    ])
    #expect(results.codes == ["ATOMIC_ERROR", "EXISTS", "ATOMIC_ERROR"])
    #expect(results[0].failure?.recordName == favorite("6:2").recordName)
    #expect(results[0].failure?.reason.contains(favorite("6:1").recordName) == true)
    #expect(
      try fixture.lookup([favorite("6:2").recordName, favorite("6:3").recordName]).codes
        == ["NOT_FOUND", "NOT_FOUND"])
    let after = try fixture.allChanges(from: before.token)
    #expect(after.records.isEmpty)
    #expect(after.token == before.token, "no sequence number was used up")
  }

  @Test func nonAtomicBatchAnswersEachRecordOnItsOwn() throws {
    try fixture.save(favorite("7:1"), .create)
    let results = try fixture.modify(
      [
        .init(.create, favorite("7:2")), .init(.create, favorite("7:1")),
        .init(.create, favorite("7:3")),
      ],
      atomic: false)
    #expect(results.codes == ["ok", "EXISTS", "ok"])
    #expect(
      try fixture.lookup([favorite("7:2").recordName, favorite("7:3").recordName]).codes
        == ["ok", "ok"])
  }

  @Test func theDefaultZoneIsNeverAtomic() throws {
    try fixture.save(favorite("8:1"), .create, zone: nil)
    let results = try fixture.modify(
      [.init(.create, favorite("8:2")), .init(.create, favorite("8:1"))], zone: nil, atomic: true)
    #expect(results.codes == ["ok", "EXISTS"])
  }

  @Test func desiredKeysTrimTheFieldsReturned() throws {
    let results = try fixture.modify(
      [.init(.create, favorite("9:1")), .init(.create, favorite("9:2"), desiredKeys: [])],
      desiredKeys: ["ayahID"])
    #expect(results[0].record?.fields == ["ayahID": .string("9:1")])
    #expect(results[1].record?.fields == [:])
  }

  @Test func moreThanTwoHundredOperationsAreRefusedWhole() throws {
    let operations = (1...201).map { ModifyRecordsRequest.Operation(.create, favorite("2:\($0)")) }
    #expect {
      try fixture.modify(operations)
    } throws: { error in
      let error = error as? ServerError
      return error?.serverErrorCode == .badRequest && error?.reason.contains("200") == true
    }
    #expect(try fixture.modify(Array(operations.prefix(200))).codes.allSatisfy { $0 == "ok" })
  }

  @Test func aRecordOverOneMegabyteIsRefused() throws {
    let big = note("10:1", String(repeating: "x", count: 1_000_001))
    let results = try fixture.modify(
      [.init(.create, big), .init(.create, note("10:2", "small"))], atomic: false)
    #expect(results.codes == ["BAD_REQUEST", "ok"])
    #expect(results[0].failure?.reason.contains("1 MB") == true)
  }

  @Test func aCustomZoneMustExist() throws {
    #expect {
      try fixture.modify([.init(.create, favorite("1:1"))], zone: ZoneID(zoneName: "Nowhere"))
    } throws: { ($0 as? ServerError)?.serverErrorCode == .zoneNotFound }
  }

  @Test func oneOperationPerRecord() throws {
    #expect {
      try fixture.modify([.init(.create, favorite("1:1")), .init(.forceDelete, favorite("1:1"))])
    } throws: { ($0 as? ServerError)?.serverErrorCode == .badRequest }
  }

  @Test func aRecordsTypeCannotChange() throws {
    let saved = try fixture.save(favorite("11:1"), .create)
    var other = note("11:1", "x")
    other.recordName = saved.recordName
    #expect(try fixture.modify([.init(.forceReplace, other)]).codes == ["BAD_REQUEST"])
  }

  @Test func aNewRecordNeedsItsType() throws {
    let results = try fixture.modify([.init(.forceUpdate, Record(recordName: "typeless"))])
    #expect(results.codes == ["BAD_REQUEST"])
    #expect(results[0].failure?.reason.contains("recordType") == true)
  }

  @Test func validateRefusesAReferenceToAMissingRecordAndProtectsItsTarget() throws {
    var child = note("12:1", "points at a favorite")
    child.fields?["favorite"] = .reference(
      Reference(recordName: favorite("12:1").recordName, action: .validate))
    let refused = try fixture.modify([.init(.create, child)])
    #expect(refused.codes == ["VALIDATING_REFERENCE_ERROR"])

    let target = try fixture.save(favorite("12:1"), .create)
    #expect(try fixture.modify([.init(.create, child)]).codes == ["ok"])
    let blocked = try fixture.modify([.init(.forceDelete, Record(recordName: target.recordName))])
    #expect(blocked.codes == ["VALIDATING_REFERENCE_ERROR"])
    #expect(try fixture.lookup([target.recordName]).codes == ["ok"])

    // Once the child lets go, the target can go.
    _ = try fixture.modify([.init(.forceDelete, Record(recordName: child.recordName))])
    #expect(
      try fixture.modify([.init(.forceDelete, Record(recordName: target.recordName))]).codes
        == ["ok"])
  }

  @Test func deleteSelfCascadesAndLeavesATombstoneForEach() throws {
    let root = try fixture.save(favorite("13:1"), .create)
    var child = note("13:1", "child", id: "child")
    child.fields?["favorite"] = .reference(
      Reference(recordName: root.recordName, action: .deleteSelf))
    var grandchild = note("13:1", "grandchild", id: "grandchild")
    grandchild.fields?["parentNote"] = .reference(
      Reference(recordName: child.recordName, action: .deleteSelf))
    var bystander = note("13:1", "none", id: "bystander")
    bystander.fields?["favorite"] = .reference(
      Reference(recordName: root.recordName, action: .noAction))
    #expect(
      try fixture.modify([
        .init(.create, child), .init(.create, grandchild), .init(.create, bystander),
      ]).codes == ["ok", "ok", "ok"])
    let before = try fixture.allChanges().token

    let results = try fixture.modify([.init(.forceDelete, Record(recordName: root.recordName))])
    #expect(results.codes == ["ok"])
    #expect(
      try fixture.lookup([child.recordName, grandchild.recordName, bystander.recordName]).codes
        == ["NOT_FOUND", "NOT_FOUND", "ok"])
    let tombstones = try fixture.allChanges(from: before).records
    #expect(
      Set(tombstones.map(\.recordName))
        == [root.recordName, child.recordName, grandchild.recordName])
    #expect(tombstones.allSatisfy { $0.deleted == true })
  }

  /// A batch's rows are read at its start and its writes sent together; each operation must
  /// still see what the earlier ones of the batch did.
  @Test func anOperationSeesWhatTheEarlierOnesOfItsBatchDid() throws {
    func pointing(_ id: String, at target: Record, _ action: Reference.Action) -> Record {
      var record = note("14:1", id, id: id)
      record.fields?["favorite"] = .reference(
        Reference(recordName: target.recordName, action: action))
      return record
    }
    let target = favorite("14:1")
    let lonely = favorite("14:2")
    let guardian = pointing("guardian", at: target, .validate)
    let follower = pointing("follower", at: target, .deleteSelf)
    // VALIDATE finds the target saved earlier in the batch.
    let first = try fixture.modify(
      [
        .init(.create, target), .init(.create, lonely), .init(.create, guardian),
        .init(.create, follower),
      ], atomic: false)
    #expect(first.codes == ["ok", "ok", "ok", "ok"])
    let followerTag = try #require(first[3].record?.recordChangeTag)

    // The guardian's delete frees the target; deleting it takes along the follower and the
    // latecomer (whose reference the batch made), so the follower's update finds no record.
    let latecomer = pointing("latecomer", at: target, .deleteSelf)
    var update = follower
    update.recordChangeTag = followerTag
    update.fields = ["noteText": .string("too late")]
    let second = try fixture.modify(
      [
        .init(.create, latecomer), .init(.forceDelete, Record(recordName: guardian.recordName)),
        .init(.forceDelete, Record(recordName: target.recordName)), .init(.update, update),
      ], atomic: false)
    #expect(second.codes == ["ok", "ok", "ok", "NOT_FOUND"])

    // A record nothing pointed at when the batch began: the batch's own reference cascades.
    let clinger = pointing("clinger", at: lonely, .deleteSelf)
    let third = try fixture.modify(
      [.init(.create, clinger), .init(.forceDelete, Record(recordName: lonely.recordName))],
      atomic: false)
    #expect(third.codes == ["ok", "ok"])
    let names = [target, lonely, guardian, follower, latecomer, clinger].map(\.recordName)
    #expect(try fixture.lookup(names).codes == Array(repeating: "NOT_FOUND", count: 6))
  }

  @Test func aReferenceMustStayInItsZone() throws {
    var record = note("14:1", "x")
    record.fields?["elsewhere"] = .reference(
      Reference(recordName: "a", zoneID: ZoneID(zoneName: "Other"), action: .noAction))
    #expect(try fixture.modify([.init(.create, record)]).codes == ["BAD_REQUEST"])
  }

  @Test func aRecordWithoutANameGetsOne() throws {
    var record = favorite("15:1")
    record.recordName = ""
    let saved = try fixture.save(record, .create)
    #expect(!saved.recordName.isEmpty)
    #expect(try fixture.lookup([saved.recordName]).codes == ["ok"])
  }

  @Test func systemFieldsCannotBeSet() throws {
    var record = favorite("16:1")
    record.fields?["___recordID"] = .string("x")
    #expect(try fixture.modify([.init(.create, record)]).codes == ["BAD_REQUEST"])
  }
}

@Suite struct StorageFieldValueTests {
  @Test func everyFieldTypeSurvivesTheStoreExactly() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    var location = Location(latitude: 21.4225, longitude: 39.8262)
    location.altitude = 277
    var asset = Asset(fileChecksum: "abc", size: 12)
    asset.downloadURL = "https://example.com/a"
    let fields: [String: FieldValue] = [
      "plain": .string("Bismillah"),
      "tricky": .string(
        "quote \" backslash \\ newline \n tab \t nul \u{0} bell \u{7} slash / ۝ 🕋 é"),
      "empty": .string(""),
      "big": .int64(Int64.max),
      "negative": .int64(Int64.min),
      "ratio": .double(0.1 + 0.2),
      "tiny": .double(1e-300),
      "whole": .double(5),
      "when": .timestamp(1_700_000_000_123),
      "blob": .bytes(Data([0, 1, 2, 255])),
      "ref": .reference(
        Reference(recordName: "r\"1", zoneID: StorageFixture.quranZone, action: .noAction)),
      "refs": .list(
        .reference,
        [.reference(Reference(recordName: "a")), .reference(Reference(recordName: "b"))]),
      "tags": .list(.string, [.string("x"), .string("y\"z")]),
      "nothing": .list(.int64, []),
      "place": .location(location),
      "file": .asset(asset),
    ]
    let saved = try fixture.save(
      Record(recordName: "all", recordType: "Everything", fields: fields))
    #expect(saved.fields == fields)
    let looked = try #require(try fixture.lookup(["all"]).first?.record)
    #expect(looked.fields == fields)
    let fed = try fixture.allChanges().records.first
    #expect(fed?.fields == fields)
    // And through the wire's JSON, as the server answers and the client reads.
    let wire = try JSONDecoder().decode(Record.self, from: JSONEncoder().encode(saved))
    #expect(wire.fields == fields)
  }
}

@Suite struct StorageReferenceLimitTests {
  @Test func aTargetTakesAtMost750DeleteSelfSources() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    let target = try fixture.save(favorite("1:1"), .create)
    func child(_ index: Int) -> Record {
      var record = note("1:1", "child \(index)", id: "\(index)")
      record.fields?["favorite"] = .reference(
        Reference(recordName: target.recordName, action: .deleteSelf))
      return record
    }
    for start in stride(from: 0, to: 750, by: 150) {
      let results = try fixture.modify((start..<start + 150).map { .init(.create, child($0)) })
      #expect(results.allSatisfy { $0.record != nil })
    }
    let refused = try fixture.modify([.init(.create, child(750))])
    #expect(refused.codes == ["BAD_REQUEST"])
    #expect(refused[0].failure?.reason.contains("750") == true)
    // Saving one of the 750 again is not a new source.
    #expect(try fixture.modify([.init(.forceReplace, child(3))]).codes == ["ok"])
  }
}
