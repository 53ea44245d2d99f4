import CloudRecords
import Foundation
import NIOCore
import Testing

import struct CloudRecords.Record

@testable import RecordServer

/// Request bodies are read by one linear parser, bounded while it scans: nesting, and the
/// items of a top array such as `operations`. In process: the parser and the storage, not
/// the wire, are what is tested.
@Suite("Decoding is linear and bounded")
struct DecodingBoundsTests {
  /// `{"operations":[{"operationType":"create","subscription":{…,"notificationInfo":V}}]}`.
  static func subscriptionBody(notificationInfo: String) -> ByteBuffer {
    ByteBuffer(
      string: #"{"operations":[{"operationType":"create","subscription":{"subscriptionID":"s","#
        + #""subscriptionType":"zone","zoneWide":true,"notificationInfo":"# + notificationInfo
        + "}}]}")
  }

  static func nested(_ depth: Int) -> String {
    String(repeating: #"{"a":"#, count: depth - 1) + "[1]"
      + String(repeating: "}", count: depth - 1)
  }

  @Test func aDeepButAllowedValueIsReadWhole() throws {
    let body = Self.subscriptionBody(notificationInfo: Self.nested(RequestDecoding.freeFormDepth))
    let request = try RequestDecoding.decode(
      ModifySubscriptionsRequest.self, from: body, operation: "subscriptions/modify")
    let info = try #require(request.operations.first?.subscription.notificationInfo)
    #expect(info.nesting == RequestDecoding.freeFormDepth)
  }

  @Test func aValueNestedPastTheBoundIsRefusedWithASentence() throws {
    for depth in [RequestDecoding.bounds.depth, 500, 100_000] {
      let body = Self.subscriptionBody(notificationInfo: Self.nested(depth))
      #expect {
        _ = try RequestDecoding.decode(
          ModifySubscriptionsRequest.self, from: body, operation: "subscriptions/modify")
      } throws: { error in
        let error = error as? ServerError
        return error?.serverErrorCode == .badRequest
          && error?.reason.contains("more than \(RequestDecoding.bounds.depth) deep") == true
      }
    }
  }

  /// Issue 61: what a body costs once parsed is bounded by its values, not its bytes: an
  /// array below the top of 60,000 tiny objects, or 200 operations of 2,000 keys each, are
  /// refused while scanning, and a parse that finds the server's budget spent stops THROTTLED
  /// with nothing left charged.
  @Test func everyArrayAndTheWholeBodyAreBoundedByTheirValues() throws {
    let wide = ByteBuffer(
      string: #"{"operations":[["#
        + Array(repeating: #"{"":0}"#, count: 60_000).joined(separator: ",")
        + "]]}")
    let keys = "{" + (0..<2_000).map { #""k\#($0)":0"# }.joined(separator: ",") + "}"
    let many = ByteBuffer(
      string: #"{"operations":["# + Array(repeating: keys, count: 200).joined(separator: ",") + "]}"
    )
    for (body, words) in [
      (wide, "at most \(ParsedValues.perContainer)"),
      (many, "values in the records/modify body"),
    ] {
      #expect {
        _ = try RequestDecoding.decode(
          ModifyRecordsRequest.self, from: body, operation: "records/modify")
      } throws: { error in
        (error as? ServerError)?.reason.contains(words) == true
      }
    }
    #expect(ParsedValues.charged == 0)

    final class Spent: ValueCharge {
      func take(_ count: Int) -> Bool { false }
    }
    #expect(throws: JSONRefusal.busy) {
      try Array(keys.utf8).withUnsafeBytes { bytes in
        _ = try WireJSONParser.parse(bytes, bounds: RequestDecoding.bounds, charge: Spent())
      }
    }
  }

  @Test func moreThan200OperationsAreRefusedWhileScanning() throws {
    // 201 operations, then text that is not JSON at all: the count stops the scan first.
    let operation = #"{"operationType":"create","record":{"recordName":"r"}}"#
    let body = ByteBuffer(
      string: #"{"operations":["# + Array(repeating: operation, count: 201).joined(separator: ",")
        + ",@@@ not JSON")
    #expect {
      _ = try RequestDecoding.parse(body, operation: "records/modify")
    } throws: { error in
      let error = error as? ServerError
      return error?.reason.contains("over 200 items in the records/modify body's `operations`")
        == true && error?.isTooManyItems == true
    }
  }

  @Test func aStoredNotificationInfoDeeperThanTheBoundIsRefused() throws {
    let fixture = try StorageFixture()
    var subscription = Subscription(subscriptionID: "deep", subscriptionType: .zone)
    subscription.zoneWide = true
    subscription.notificationInfo = try WireJSONParser.parse(Array(Self.nested(17).utf8))
    let answer = try fixture.storage.modifySubscriptions(
      ModifySubscriptionsRequest(operations: [.init(.create, subscription)]), in: fixture.scope())
    #expect(answer.subscriptions.first?.failure?.reason.contains("nests 17 levels") == true)
  }
}

@Suite("Continuation markers are signed")
struct MarkerSigningTests {
  let fixture: StorageFixture
  init() throws {
    fixture = try StorageFixture()
    try fixture.createZone()
    _ = try fixture.modify((1...5).map { .init(.create, favorite("1:\($0)")) })
  }

  func query(marker: String? = nil) throws -> QueryRecordsResponse {
    try fixture.storage.queryRecords(
      QueryRecordsRequest(
        query: Query(recordType: "FavoriteAyah", sortBy: [Sort("ayahNumber")]),
        zoneID: StorageFixture.quranZone, resultsLimit: 2, continuationMarker: marker),
      in: fixture.scope())
  }

  func expectNotIssued(_ marker: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(sourceLocation: sourceLocation) {
      try query(marker: marker)
    } throws: { error in
      let error = error as? ServerError
      return error?.serverErrorCode == .badRequest
        && error?.reason.contains("is not one this server issued") == true
    }
  }

  static func base64URL(_ text: String) -> String {
    Data(text.utf8).base64EncodedString().replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
  }

  static func unbase64URL(_ text: String) -> String? {
    var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(
      of: "_", with: "/")
    while base64.count % 4 != 0 { base64 += "=" }
    return Data(base64Encoded: base64).map { String(decoding: $0, as: UTF8.self) }
  }

  @Test func aMarkerAlteredOrUnsignedIsRefusedBeforeItIsRead() throws {
    let marker = try #require(try query().continuationMarker)
    #expect(try query(marker: marker).records.count == 2)
    let parts = marker.split(separator: ".")
    #expect(parts.count == 2)
    // The JSON alone, as markers were before they were signed.
    expectNotIssued(String(parts[0]))
    // One character of the JSON changed.
    var altered = Array(marker)
    altered[3] = altered[3] == "A" ? "B" : "A"
    expectNotIssued(String(altered))
    // A well-formed marker of this query, another record name in it, under the real MAC.
    let json = try #require(Self.unbase64URL(String(parts[0])))
    let moved = json.replacingOccurrences(of: #""n":""#, with: #""n":"0"#)
    #expect(moved != json)
    expectNotIssued(Self.base64URL(moved) + "." + parts[1])
    // Another JSON, deeply nested, under the real MAC: refused by the MAC, never parsed.
    let forged = Data(DecodingBoundsTests.nested(50_000).utf8).base64EncodedString()
    expectNotIssued(forged + "." + parts[1])
  }
}

@Suite("Answers are bounded")
struct AnswerBoundsTests {
  @Test func aLookupPastTheByteBudgetIsRefusedPerRecord() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    let text = String(repeating: "x", count: 900_000)
    let notes = (1...10).map { note("2:\($0)", text) }
    for note in notes { try fixture.save(note) }
    let answer = try fixture.lookup(notes.map(\.recordName) + ["missing"])
    let codes = answer.map { $0.failure?.serverErrorCode.rawValue ?? "ok" }
    #expect(
      codes == Array(repeating: "ok", count: 8) + ["LIMIT_EXCEEDED", "LIMIT_EXCEEDED", "NOT_FOUND"])
    #expect(answer[8].failure?.recordName == notes[8].recordName)
    // Asked again, the rest come.
    let again = try fixture.lookup(notes[8...].map(\.recordName))
    #expect(again.allSatisfy { $0.record != nil })
  }

  @Test func aUserKeepsAtMost100SubscriptionsAndTheListIsBounded() throws {
    let fixture = try StorageFixture()
    func zoneWide(_ id: String) -> ModifySubscriptionsRequest.Operation {
      var subscription = Subscription(subscriptionID: id, subscriptionType: .zone)
      subscription.zoneWide = true
      return .init(.create, subscription)
    }
    let saved = try fixture.storage.modifySubscriptions(
      ModifySubscriptionsRequest(operations: (0...100).map { zoneWide("s\($0)") }),
      in: fixture.scope())
    #expect(saved.subscriptions.prefix(100).allSatisfy { $0.item != nil })
    let refused = try #require(saved.subscriptions.last?.failure)
    #expect(refused.serverErrorCode == .badRequest && refused.reason.contains("You keep 100"))
    // Saving one kept again is a replacement, not one more.
    let replaced = try fixture.storage.modifySubscriptions(
      ModifySubscriptionsRequest(operations: [zoneWide("s1")]), in: fixture.scope())
    #expect(replaced.subscriptions.first?.item != nil)
    #expect(try fixture.storage.listSubscriptions(in: fixture.scope()).subscriptions.count == 100)
    // One deleted makes room for one more.
    _ = try fixture.storage.modifySubscriptions(
      ModifySubscriptionsRequest(operations: [
        .init(.delete, Subscription(subscriptionID: "s0", subscriptionType: .zone)),
        zoneWide("s100"),
      ]), in: fixture.scope())
    let listed = try fixture.storage.listSubscriptions(in: fixture.scope()).subscriptions
    #expect(listed.count == 100 && listed.allSatisfy { $0.item != nil })
    // What a change owes is read from columns: the zone-wide ones fire for the change's zone.
    let owed = try fixture.storage.notificationsOwed(
      byChangeIn: StorageFixture.quranZone, in: fixture.scope())
    #expect(owed.subscriptions.count == 100 && owed.subscriptions.allSatisfy { $0.zoneID == nil })
  }
}
