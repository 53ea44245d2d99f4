import CloudRecords
import Foundation
import JSONScanner
import Testing

@testable import RecordServer

/// A courier delivery between instances is written and read by the wire's own coders
/// (`JSONValueEncoder`, `JSONValueDecoder`), as JSONEncoder wrote it before (issue 49).
@Suite("Courier messages between instances")
struct CourierMessageTests {
  static let notifications = (0..<25).map { index in
    PushNotification(
      subscriptionID: "sub \"\(index)\" / \\ \n Việt", zoneID: ZoneID(zoneName: "QuranZone"),
      notificationID: "n-\(index)", recordName: index.isMultiple(of: 2) ? "fav-\(index)" : nil,
      queryNotificationReason: index.isMultiple(of: 3) ? .deleted : nil,
      isPruned: index == 7 ? true : nil)
  }

  @Test func aDeliveryIsReadBackAsItWasSent() throws {
    let tokens = (0..<30).map { "token-\($0)" }
    let payloads = CourierMessage.payloads(Self.notifications, to: tokens)
    // 30 tokens in 2 groups, 25 notifications in 3.
    #expect(payloads.count == 6)
    var read: [(tokens: [String], notifications: [PushNotification])] = []
    for payload in payloads {
      let message = try #require(CourierMessage(payload: payload), "\(payload)")
      read.append((message.tokens, message.notifications))
      // The same JSON JSONEncoder wrote.
      let oracle = try JSONEncoder().encode(
        CourierMessage(tokens: message.tokens, notifications: message.notifications))
      #expect(try WireJSONParser.parse(Array(payload.utf8)) == WireJSONParser.parse(oracle))
    }
    #expect(Set(read.flatMap(\.tokens)) == Set(tokens))
    #expect(
      read.filter { $0.tokens.first == "token-0" }.flatMap(\.notifications) == Self.notifications)
  }

  @Test func aPayloadThatIsNotADeliveryIsDropped() {
    #expect(CourierMessage(payload: "{\"tokens\": [1]}") == nil)
    #expect(CourierMessage(payload: "not JSON") == nil)
  }
}
