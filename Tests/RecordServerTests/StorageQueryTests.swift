import CloudRecords
import Foundation
import RecordServer
import Testing

import struct CloudRecords.Record

@Suite struct StorageQueryTests {
  let fixture: StorageFixture
  init() throws {
    fixture = try StorageFixture()
    try fixture.createZone()
    // 30 favorites in surahs 1…3, favorited at decreasing times.
    let operations = (1...30).map { index in
      ModifyRecordsRequest.Operation(
        .create, favorite("\((index - 1) / 10 + 1):\(index)", at: Int64(10_000 - index)))
    }
    _ = try fixture.modify(operations)
  }

  func query(
    _ filters: [Filter] = [], sort: [Sort] = [], type: String = "FavoriteAyah", limit: Int? = nil,
    marker: String? = nil, zone: ZoneID? = StorageFixture.quranZone
  ) throws -> QueryRecordsResponse {
    var request = QueryRecordsRequest(
      query: Query(recordType: type, filterBy: filters, sortBy: sort), zoneID: zone,
      resultsLimit: limit, continuationMarker: marker)
    request.desiredKeys = nil
    return try fixture.storage.queryRecords(request, in: fixture.scope())
  }

  func ayahs(_ response: QueryRecordsResponse) -> [String] {
    response.records.compactMap { $0.record?.fields?["ayahID"]?.stringValue }
  }

  @Test func equalsAndRangesAndSortingWork() throws {
    let surah2 = try query([Filter("surahNumber", .equals, .int64(2))], sort: [Sort("ayahNumber")])
    #expect(ayahs(surah2) == (11...20).map { "2:\($0)" })
    let range = try query(
      [
        Filter("ayahNumber", .greaterThan, .int64(5)),
        Filter("ayahNumber", .lessThanOrEquals, .int64(8)),
      ], sort: [Sort("favoritedAt", ascending: true)])
    #expect(ayahs(range) == ["1:8", "1:7", "1:6"])
    let notEqual = try query(
      [Filter("surahNumber", .notEquals, .int64(1)), Filter("ayahNumber", .lessThan, .int64(13))])
    #expect(Set(ayahs(notEqual)) == ["2:11", "2:12"])
  }

  @Test func inNotInAndBeginsWithWork() throws {
    let inList = try query([
      Filter("ayahID", .in, .list(.string, [.string("1:1"), .string("3:30")]))
    ])
    #expect(Set(ayahs(inList)) == ["1:1", "3:30"])
    let notIn = try query([
      Filter("surahNumber", .notIn, .list(.int64, [.int64(1), .int64(2)])),
      Filter("ayahNumber", .lessThan, .int64(23)),
    ])
    #expect(Set(ayahs(notIn)) == ["3:21", "3:22"])
    let prefix = try query([Filter("ayahID", .beginsWith, .string("2:1"))])
    #expect(Set(ayahs(prefix)) == Set((11...19).map { "2:\($0)" }))
  }

  @Test func aFilterOnAFieldWithoutItsIndexFailsAsCloudKitFails() throws {
    #expect {
      try query([Filter("ownerRecordName", .greaterThan, .string("a"))])
    } throws: { ($0 as? ServerError)?.reason == "Field 'ownerRecordName' is not marked sortable" }
    #expect {
      try query([Filter("noteText", .equals, .string("a"))], type: "AyahNote")
    } throws: { ($0 as? ServerError)?.reason == "Field 'noteText' is not marked queryable" }
    #expect {
      try query(sort: [Sort("ownerRecordName")])
    } throws: { ($0 as? ServerError)?.reason == "Field 'ownerRecordName' is not marked sortable" }
  }

  @Test func aQueryWithoutFiltersNeedsTheRecordIDIndex() throws {
    #expect(try query(limit: 5).records.count == 5)
    try fixture.save(Record(recordName: "b1", recordType: "Bookmark", fields: ["page": .int64(1)]))
    #expect {
      try query(type: "Bookmark")
    } throws: { ($0 as? ServerError)?.reason == "Field 'recordName' is not marked queryable" }
  }

  @Test func unsupportedComparatorsAndUnknownTypesAreBadRequests() throws {
    #expect {
      try query([Filter("ayahID", .containsAllTokens, .string("x"))])
    } throws: { ($0 as? ServerError)?.reason.contains("not supported") == true }
    #expect {
      try query(type: "Nothing")
    } throws: { error in
      let error = error as? ServerError
      return error?.reason.hasPrefix("Did not find record type: Nothing") == true
        && error?.isUnknownRecordType == true
    }
    #expect {
      try query([Filter("surahNumber", .equals, .string("one"))])
    } throws: { ($0 as? ServerError)?.serverErrorCode == .badRequest }
  }

  @Test func pagesFollowTheMarkerAndStayStableUnderWrites() throws {
    let sort = [Sort("favoritedAt", ascending: false)]
    var marker: String?
    var seen: [String] = []
    var page = 0
    repeat {
      let response = try query(sort: sort, limit: 7, marker: marker)
      seen += ayahs(response)
      marker = response.continuationMarker
      if page == 0 {
        // Between pages: one already returned is deleted, one not yet returned is deleted,
        // and a new one arrives before the cursor.
        _ = try fixture.modify([
          .init(.forceDelete, Record(recordName: favorite("1:1").recordName)),
          .init(.forceDelete, Record(recordName: favorite("3:30").recordName)),
          .init(.create, favorite("4:1", at: 99_999)),
        ])
      }
      page += 1
    } while marker != nil
    // Newest first: 1:1 … 1:7 came in page one; 3:30 (the oldest) is gone; 4:1 sorts before
    // the cursor, so it is not in this pass. Nothing repeats, nothing else is missing.
    #expect(seen == (1...29).map { "\(($0 - 1) / 10 + 1):\($0)" })
    #expect(page == 5)
  }

  /// A marker is bound to the user, container and environment it was issued to (issue 46):
  /// the same query by another user, or in production, refuses it with a CloudKit error.
  @Test func aMarkerIsRefusedForAnotherUserOrEnvironment() throws {
    let first = try query(sort: [Sort("ayahNumber")], limit: 2)
    let marker = try #require(first.continuationMarker)
    for scope in [
      fixture.scope("_0123456789abcdef0123456789abcdef"),
      fixture.scope(StorageFixture.alice, .production),
    ] {
      var request = QueryRecordsRequest(
        query: Query(recordType: "FavoriteAyah", sortBy: [Sort("ayahNumber")]),
        zoneID: StorageFixture.quranZone, resultsLimit: 2, continuationMarker: marker)
      request.desiredKeys = nil
      #expect {
        try fixture.storage.queryRecords(request, in: scope)
      } throws: {
        ($0 as? ServerError)?.reason.contains("issued to this user, in this container") == true
      }
    }
    #expect(try query(sort: [Sort("ayahNumber")], limit: 2, marker: marker).records.count == 2)
  }

  @Test func aMarkerFromAnotherQueryOrGarbageIsRefused() throws {
    let first = try query(sort: [Sort("ayahNumber")], limit: 2)
    let marker = try #require(first.continuationMarker)
    #expect {
      try query(sort: [Sort("surahNumber")], limit: 2, marker: marker)
    } throws: { ($0 as? ServerError)?.reason.contains("another query") == true }
    #expect {
      try query(limit: 2, marker: "garbage")
    } throws: { ($0 as? ServerError)?.serverErrorCode == .badRequest }
    // A marker whose JSON would stop JSONDecoder (LongNumbers) is refused.
    let long = "0." + String(repeating: "0", count: 130) + "9e148"
    let forged = Data(#"{"q": "x", "k": [\#(long)], "n": "a", "z": \#(long)}"#.utf8)
    #expect {
      try query(limit: 2, marker: forged.base64EncodedString())
    } throws: { ($0 as? ServerError)?.serverErrorCode == .badRequest }
  }

  @Test func theDefaultZoneAndAnEmptyDatabaseAnswerEmpty() throws {
    #expect(try query(zone: nil).records.isEmpty)
    let empty = try fixture.storage.queryRecords(
      QueryRecordsRequest(query: Query(recordType: "FavoriteAyah")),
      in: fixture.scope(StorageFixture.bob))
    #expect(empty.records.isEmpty)
  }

  @Test func referencesAndListsCanBeFiltered() throws {
    var a = note("1:1", "a", id: "a")
    a.fields?["tags"] = .list(.string, [.string("dua"), .string("morning")])
    var b = note("1:1", "b", id: "b")
    b.fields?["tags"] = .list(.string, [.string("evening")])
    try fixture.save(a)
    try fixture.save(b)
    // In development the new field has no index yet; give it one as the dashboard would.
    try fixture.store.write { db in
      var schema = try fixture.schemas.schema(
        container: StorageFixture.container, environment: .development)
      var type = schema[recordType: "AyahNote"]!
      type.fields = type.fields.map { field in
        var field = field
        if field.name == "tags" { field.isQueryable = true }
        return field
      }
      schema.set(type)
      try db.execute(
        "UPDATE records_schema SET ckdb = ?, version = 'indexed' WHERE environment = 'development'",
        schema.ckdb)
    }
    let tagged = try query([Filter("tags", .listContains, .string("dua"))], type: "AyahNote")
    #expect(tagged.records.compactMap { $0.record?.recordName } == [a.recordName])
    let byID = try query(
      [Filter("___recordID", .equals, .reference(Reference(recordName: b.recordName)))],
      type: "AyahNote")
    #expect(byID.records.compactMap { $0.record?.recordName } == [b.recordName])
  }

  /// A query for names only that leaves its page size to the server gets pages of 2,000
  /// (a sync lists every record to see what changed); with fields, or with a size asked,
  /// CloudKit's 200 still holds. Every record comes once.
  @Test func aNamesOnlyListingComesInLargerPages() throws {
    for surah in 4...9 {
      _ = try fixture.modify(
        (1...200).map { .init(.create, favorite("\(surah):\($0)")) })
    }
    func pages(_ desiredKeys: [String]?, limit: Int? = nil) throws -> [Int] {
      var sizes: [Int] = []
      var names = Set<String>()
      var marker: String?
      repeat {
        var request = QueryRecordsRequest(
          query: Query(recordType: "FavoriteAyah"), zoneID: StorageFixture.quranZone,
          resultsLimit: limit, continuationMarker: marker)
        request.desiredKeys = desiredKeys
        let page = try fixture.storage.queryRecords(request, in: fixture.scope())
        sizes.append(page.records.count)
        names.formUnion(page.records.compactMap { $0.record?.recordName })
        marker = page.continuationMarker
      } while marker != nil
      #expect(names.count == 1230)
      return sizes
    }
    #expect(try pages([]) == [1230])
    #expect(try pages(nil) == [200, 200, 200, 200, 200, 200, 30])
    #expect(try pages([], limit: 500) == [200, 200, 200, 200, 200, 200, 30])
  }
}

@Suite struct StorageSystemFieldQueryTests {
  @Test func applesSystemFieldNamesFilterAndSort() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    for ayah in ["1:1", "1:2", "1:3"] { try fixture.save(favorite(ayah)) }
    let json = """
      {"query": {"recordType": "FavoriteAyah",
        "filterBy": [{"systemFieldName": "recordName", "comparator": "NOT_EQUALS",
          "fieldValue": {"value": {"recordName": "\(favorite("1:2").recordName)"}, "type": "REFERENCE"}}],
        "sortBy": [{"systemFieldName": "createdTimestamp", "ascending": false}]},
       "zoneID": {"zoneName": "QuranZone"}}
      """
    let request = try JSONDecoder().decode(QueryRecordsRequest.self, from: Data(json.utf8))
    #expect(request.query.filterBy?.first?.fieldName == "recordName")
    // The bundled schema marks ___recordID QUERYABLE and ___createTime SORTABLE.
    let response = try fixture.storage.queryRecords(request, in: fixture.scope())
    #expect(
      Set(response.records.compactMap { $0.record?.recordName })
        == [favorite("1:1").recordName, favorite("1:3").recordName])
  }
}

@Suite struct StorageQueryPagingTests {
  /// Records without the sort field page correctly too (first ascending, last descending),
  /// and ties on the sort value are broken by record name.
  @Test(arguments: [true, false])
  func pagingWithMissingValuesAndTiesReturnsEachRecordOnceInOrder(ascending: Bool) throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    var expected: [(Int64?, String)] = []
    for index in 1...17 {
      var record = favorite("2:\(index)")
      let value: Int64? = index % 3 == 0 ? nil : Int64(index % 4)
      record.fields?["favoritedAt"] = value.map { .timestamp($0) }
      try fixture.save(record)
      expected.append((value, record.recordName))
    }
    expected.sort { lhs, rhs in
      if lhs.0 == rhs.0 { return lhs.1 < rhs.1 }
      guard let left = lhs.0 else { return ascending }
      guard let right = rhs.0 else { return !ascending }
      return ascending ? left < right : left > right
    }
    var marker: String?
    var names: [String] = []
    repeat {
      let response = try fixture.storage.queryRecords(
        QueryRecordsRequest(
          query: Query(
            recordType: "FavoriteAyah", sortBy: [Sort("favoritedAt", ascending: ascending)]),
          zoneID: StorageFixture.quranZone, resultsLimit: 3, continuationMarker: marker),
        in: fixture.scope())
      names += response.records.compactMap { $0.record?.recordName }
      marker = response.continuationMarker
    } while marker != nil
    #expect(names == expected.map(\.1))
  }
}

@Suite struct StorageZoneWideQueryTests {
  @Test func aZoneWideQuerySearchesEveryZoneAndPagesThroughSameNames() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    try fixture.createZone("Second")
    try fixture.save(favorite("1:1"))
    try fixture.save(favorite("1:1"), zone: ZoneID(zoneName: "Second"))
    try fixture.save(favorite("1:2"), zone: nil)
    var found: [String] = []
    var marker: String?
    repeat {
      var request = QueryRecordsRequest(
        query: Query(recordType: "FavoriteAyah"), resultsLimit: 1, continuationMarker: marker)
      request.zoneWide = true
      let response = try fixture.storage.queryRecords(request, in: fixture.scope())
      found += response.records.compactMap {
        $0.record.map {
          "\($0.zoneID?.zoneName ?? "?")/\($0.fields?["ayahID"]?.stringValue ?? "?")"
        }
      }
      marker = response.continuationMarker
    } while marker != nil
    #expect(found.sorted() == ["QuranZone/1:1", "Second/1:1", "_defaultZone/1:2"])
    // Without zoneWide, only the default zone.
    let plain = try fixture.storage.queryRecords(
      QueryRecordsRequest(query: Query(recordType: "FavoriteAyah")), in: fixture.scope())
    #expect(plain.records.count == 1)
  }
}
