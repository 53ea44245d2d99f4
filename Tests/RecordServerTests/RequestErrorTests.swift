import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Refusals are CloudKit error bodies")
struct RequestErrorTests {
  let fixture: ServerFixture
  init() throws { fixture = try ServerFixture(users: ["alice"]) }

  func expectError(
    _ answer: HTTP.Answer, status: Int, code: ErrorCode, reasonContains: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(answer.status == status, "\(answer.text)", sourceLocation: sourceLocation)
    #expect(
      answer.header("Content-Type")?.hasPrefix("application/json") == true,
      sourceLocation: sourceLocation)
    let error = answer.serverError
    #expect(error?.serverErrorCode == code, "\(answer.text)", sourceLocation: sourceLocation)
    #expect(error?.uuid?.isEmpty == false, sourceLocation: sourceLocation)
    if let reasonContains {
      #expect(
        error?.reason.contains(reasonContains) == true, "\(answer.text)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func malformedJSONIsABadRequestThatSaysSo() throws {
    let answer = try fixture.post(.modifyRecords, json: #"{"operations": [ {"#)
    expectError(answer, status: 400, code: .badRequest, reasonContains: "not valid JSON")
  }

  /// Found while chasing a .ci/fuzz-requests finding: Foundation's JSONDecoder stops the
  /// process (a trap) on a number in the Int64 range written with 128 or more digits. The
  /// server must refuse it and live on.
  @Test func aNumberThatWouldStopJSONDecoderIsABadRequest() throws {
    let long = "0." + String(repeating: "0", count: 130) + "9e148"
    let query = try fixture.post(
      .queryRecords, json: #"{"query": {"recordType": "Note"}, "resultsLimit": \#(long)}"#)
    expectError(query, status: 400, code: .badRequest, reasonContains: "longer than 64")
    let modify = try fixture.post(
      .modifyRecords,
      json: """
        {"operations": [{"operationType": "create", "record": {"recordName": "a",
          "recordType": "Note", "fields": {"n": {"value": \(long), "type": "INT64"}}}}]}
        """)
    expectError(modify, status: 400, code: .badRequest, reasonContains: "longer than 64")
    #expect(try fixture.post(.lookupRecords, json: #"{"records": []}"#).status == 200)
  }

  @Test func anEmptyBodyIsABadRequest() throws {
    let answer = try fixture.post(.lookupRecords, json: "")
    expectError(answer, status: 400, code: .badRequest, reasonContains: "needs a JSON body")
  }

  @Test func aWrongTypeNamesItsPlace() throws {
    let answer = try fixture.post(
      .modifyRecords,
      json: #"{"operations": [{"operationType": "create", "record": {"recordName": 5}}]}"#)
    expectError(
      answer, status: 400, code: .badRequest,
      reasonContains: "`operations[0].record.recordName` must be a string")
  }

  /// A reference in a field is read by the one reader of a reference, which names its place
  /// in the whole body; it was named from the reference alone (`zoneID.ownerRecordName`).
  @Test func aWrongTypeInsideAFieldNamesItsWholePlace() throws {
    let answer = try fixture.post(
      .modifyRecords,
      json: """
        {"operations": [{"operationType": "create", "record": {"recordName": "a",
          "recordType": "Note", "fields": {"link": {"value": {"recordName": "b",
          "zoneID": {"zoneName": "Z", "ownerRecordName": 5}}}}}}]}
        """)
    expectError(
      answer, status: 400, code: .badRequest,
      reasonContains:
        "`operations[0].record.fields.link.value.zoneID.ownerRecordName` must be a string")
  }

  @Test func aMissingKeyNamesItsPlace() throws {
    let answer = try fixture.post(.modifyRecords, json: #"{"operations": [{"record": {}}]}"#)
    expectError(
      answer, status: 400, code: .badRequest,
      reasonContains: "`operations[0].operationType` is missing")
  }

  @Test func anUnknownOperationTypeIsABadRequest() throws {
    let answer = try fixture.post(
      .modifyRecords,
      json: #"{"operations": [{"operationType": "explode", "record": {"recordName": "a"}}]}"#)
    expectError(
      answer, status: 400, code: .badRequest, reasonContains: "operations[0].operationType")
  }

  @Test func aWrongFieldValueTypeIsABadRequest() throws {
    let answer = try fixture.post(
      .modifyRecords,
      json: """
        {"operations": [{"operationType": "create", "record": {"recordName": "a",
          "recordType": "Note", "fields": {"n": {"value": "seven", "type": "INT64"}}}}]}
        """)
    expectError(answer, status: 400, code: .badRequest, reasonContains: "INT64")
  }

  @Test func moreThan200OperationsIsABadRequestStatingTheLimit() throws {
    let operations = (0..<201).map { index in
      ModifyRecordsRequest.Operation(
        .create, Record(recordName: "r\(index)", recordType: "Note", fields: [:]))
    }
    let answer = try fixture.post(
      .modifyRecords, ModifyRecordsRequest(operations: operations, zoneID: ZoneID(zoneName: "Z")))
    expectError(answer, status: 400, code: .badRequest, reasonContains: "at most 200")
    #expect(answer.serverError?.isTooManyItems == true, "\(answer.text)")
    let lookup = try fixture.post(
      .lookupRecords, LookupRecordsRequest(recordNames: (0..<500).map { "r\($0)" }))
    expectError(lookup, status: 400, code: .badRequest, reasonContains: "at most 200")
    #expect(lookup.serverError?.isTooManyItems == true, "\(lookup.text)")
  }

  @Test func aBodyOver10MBIs413WithAnErrorBody() throws {
    let huge =
      Data(#"{"operations": [], "padding": ""#.utf8)
      + Data(repeating: UInt8(ascii: "x"), count: 11 * 1024 * 1024) + Data(#""}"#.utf8)
    let answer = try fixture.post(.modifyRecords, body: huge)
    expectError(answer, status: 413, code: .quotaExceeded, reasonContains: "10 MB")
    // The server is still there.
    #expect(try fixture.get(.currentUser).status == 200)
  }

  @Test func thePublicAndSharedDatabasesAreNotOffered() throws {
    for database in [DatabasePath.Scope.public, .shared] {
      let answer = try fixture.post(
        .queryRecords, body: Data(#"{"query": {"recordType": "Note"}}"#.utf8),
        database: database)
      expectError(
        answer, status: 403, code: .accessDenied,
        reasonContains: "the \(database.rawValue) database is not offered")
    }
  }

  @Test func anUnknownOperationIsNotFound() throws {
    let answer = try fixture.post(
      fixture.url(
        path: "database/1/\(ServerFixture.container)/development/private/records/explode"),
      body: Data("{}".utf8))
    expectError(
      answer, status: 404, code: .notFound, reasonContains: "no operation records/explode")
    let nowhere = try HTTP.send(
      URLRequest(url: fixture.server.baseURL.appendingPathComponent("nowhere")))
    expectError(nowhere, status: 404, code: .notFound)
  }

  @Test func aBadEnvironmentIsABadRequest() throws {
    var request = URLRequest(
      url: fixture.url(
        path: "database/1/\(ServerFixture.container)/staging/private/users/current",
        webToken: fixture.users["alice"]!.token))
    request.httpMethod = "GET"
    expectError(
      try HTTP.send(request), status: 400, code: .badRequest,
      reasonContains: "development or production")
  }

  @Test func aWriteOperationAskedWithGETIsABadRequest() throws {
    let answer = try fixture.get(.modifyRecords)
    expectError(answer, status: 400, code: .badRequest, reasonContains: "POST")
  }
}

@Suite("Rate limit")
struct RateLimitTests {
  @Test func overTheRateIsThrottledWithRetryAfter() throws {
    let fixture = try ServerFixture(users: ["alice", "bob"], arguments: ["--rate-limit", "5"])
    var throttled: HTTP.Answer?
    for _ in 0..<30 {
      let answer = try fixture.get(.currentUser)
      if answer.status == 429 {
        throttled = answer
        break
      }
      #expect(answer.status == 200)
    }
    let answer = try #require(throttled)
    let error = try #require(answer.serverError)
    #expect(error.serverErrorCode == .throttled)
    #expect((error.retryAfter ?? 0) >= 1)
    #expect(answer.header("Retry-After") != nil)
    // Another user has their own bucket. That the wait told is enough is tested on a test
    // clock (`RateLimiterClockTests`).
    #expect(try fixture.get(.currentUser, as: "bob").status == 200)
  }
}
