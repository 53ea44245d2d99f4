import CloudRecords
import Foundation
import TestSupport
import Testing

/// A bounded fuzz run of the request decoder, against the running server: thousands of
/// mutated request bodies, each of which must get a proper answer — success JSON or a CloudKit
/// error body — never a dropped connection or a 500.
@Suite("Mutated request bodies")
struct MutatedRequestTests {
  /// Valid bodies the mutations start from, by operation.
  static let seeds: [(DatabaseOperation, String)] = [
    (
      .modifyRecords,
      """
      {"zoneID":{"zoneName":"QuranZone"},"atomic":true,"operations":[{"operationType":"create",
      "record":{"recordName":"fav-2-255","recordType":"FavoriteAyah","fields":{"ayahID":{"value":
      "2:255","type":"STRING"},"surahNumber":{"value":2,"type":"INT64"},"favoritedAt":{"value":
      1700000000000,"type":"TIMESTAMP"},"tags":{"value":["a","b"],"type":"STRING_LIST"}}}},
      {"operationType":"forceDelete","record":{"recordName":"gone"}}]}
      """
    ),
    (
      .lookupRecords,
      #"{"records":[{"recordName":"fav-2-255"}],"zoneID":{"zoneName":"QuranZone"}}"#
    ),
    (
      .queryRecords,
      """
      {"zoneID":{"zoneName":"QuranZone"},"resultsLimit":10,"query":{"recordType":"FavoriteAyah",
      "filterBy":[{"comparator":"EQUALS","fieldName":"surahNumber","fieldValue":{"value":2}}],
      "sortBy":[{"fieldName":"ayahNumber","ascending":false}]}}
      """
    ),
    (.recordChanges, #"{"zoneID":{"zoneName":"QuranZone"},"resultsLimit":5}"#),
    (
      .zoneChanges,
      #"{"zones":[{"zoneID":{"zoneName":"QuranZone"},"syncToken":"abc","resultsLimit":3}]}"#
    ),
    (.databaseChanges, #"{"syncToken":null,"resultsLimit":10}"#),
    (.lookupZones, #"{"zones":[{"zoneName":"QuranZone"}]}"#),
    (
      .modifyZones,
      #"{"operations":[{"operationType":"create","zone":{"zoneID":{"zoneName":"Z2"}}}]}"#
    ),
    (
      .modifySubscriptions,
      """
      {"operations":[{"operationType":"create","subscription":{"subscriptionID":"QuranZone-changes",
      "subscriptionType":"zone","zoneID":{"zoneName":"QuranZone"}}}]}
      """
    ),
    (.lookupSubscriptions, #"{"subscriptions":[{"subscriptionID":"QuranZone-changes"}]}"#),
    (.createToken, #"{"apnsEnvironment":"development"}"#),
  ]

  @Test func everyMutatedBodyGetsAProperAnswer() throws {
    let fixture = try ServerFixture(users: ["alice"])
    _ = try fixture.post(
      .modifyZones,
      json:
        #"{"operations":[{"operationType":"create","zone":{"zoneID":{"zoneName":"QuranZone"}}}]}"#)
    var random = SeededGenerator(seed: 0x5EED_2026)
    let rounds = Int(ProcessInfo.processInfo.environment["QURAN_RECORDS_FUZZ_ROUNDS"] ?? "") ?? 3000
    var statuses: [Int: Int] = [:]
    for round in 0..<rounds {
      let (operation, seed) = MutatedRequestTests.seeds[round % MutatedRequestTests.seeds.count]
      let body = Mutator.mutate(Array(seed.utf8), using: &random)
      let answer: HTTP.Answer
      do {
        answer = try fixture.post(operation, body: Data(body))
      } catch {
        Issue.record(
          "\(operation) round \(round): no answer (\(error)) to \(String(decoding: body, as: UTF8.self))"
        )
        break
      }
      statuses[answer.status, default: 0] += 1
      let json = try? JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
      #expect(json != nil, "\(operation): not a JSON object: \(answer.text)")
      #expect(
        answer.status != 500,
        "\(operation): \(answer.text) for \(String(decoding: body, as: UTF8.self))")
      if answer.status != 200 {
        let error = answer.serverError
        #expect(error != nil && error?.uuid != nil, "\(operation): \(answer.text)")
        if let error {
          #expect(error.serverErrorCode.httpStatus == answer.status, "\(answer.text)")
          #expect(!error.reason.isEmpty)
        }
      }
    }
    // The mutations reached past the decoder as well as into it.
    #expect(statuses[400, default: 0] > rounds / 10, "\(statuses)")
    #expect(try fixture.get(.currentUser).status == 200)
  }
}

/// Mutations of JSON text: byte flips, cuts, splices, and swapping a value for one of another
/// type.
enum Mutator {
  static let values = [
    "null", "true", "-1", "0", "1e308", "9223372036854775808", "\"\"", "[]", "{}", "\"x\"",
    "[[[[[[]]]]]]", "\"\\u0000\"", "\"\\ud800\"", "{\"value\":1}", "1.5", "-0",
  ]

  static func mutate(_ bytes: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
    var bytes = bytes
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      guard !bytes.isEmpty else { return Array("{}".utf8) }
      let at = Int.random(in: 0..<bytes.count, using: &random)
      switch Int.random(in: 0..<6, using: &random) {
      case 0: bytes[at] = UInt8.random(in: 0...255, using: &random)
      case 1:
        bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...8, using: &random)))
      case 2: bytes = Array(bytes[..<at])
      case 3:
        let end = min(bytes.count, at + Int.random(in: 1...40, using: &random))
        bytes.insert(
          contentsOf: bytes[at..<end], at: Int.random(in: 0...bytes.count, using: &random))
      default:
        // Replace the value after a colon with another kind of value.
        if let colon = bytes[at...].firstIndex(of: UInt8(ascii: ":")) {
          let valueStart = colon + 1
          var valueEnd = valueStart
          while valueEnd < bytes.count,
            ![UInt8(ascii: ","), UInt8(ascii: "}")].contains(bytes[valueEnd])
          {
            valueEnd += 1
          }
          let value = values[Int.random(in: 0..<values.count, using: &random)]
          bytes.replaceSubrange(valueStart..<valueEnd, with: Array(value.utf8))
        }
      }
    }
    return bytes
  }
}
