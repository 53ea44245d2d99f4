// A notification names the record whose change fired it, in quran-records' form and in
// Apple's push payload (`ck.qry.rid`, `ck.qry.fo`), so a device hears of a deletion by name.
import CloudRecords
import Foundation
import Testing

@Suite struct PushNotificationTests {
  @Test func applesPayloadNamesTheDeletedRecordAndWhy() throws {
    let payload = #"""
      {"aps": {"content-available": 1}, "ck": {"ce": 2, "cid": "iCloud.donald.kvietnamisht",
       "nid": "5f3b0a3e-9c1d-4c4f-8f43-2d1a0c7e6b11",
       "qry": {"dbs": 2, "fo": 3, "rid": "favorite-_0123456789abcdef0123456789abcdef-2:255",
               "sid": "quran-vi-FavoriteAyah", "zid": "_defaultZone", "zoid": "_defaultOwner"}}}
      """#
    let notification = try JSONDecoder().decode(PushNotification.self, from: Data(payload.utf8))
    #expect(notification.subscriptionID == "quran-vi-FavoriteAyah")
    #expect(notification.notificationID == "5f3b0a3e-9c1d-4c4f-8f43-2d1a0c7e6b11")
    #expect(notification.recordName == "favorite-_0123456789abcdef0123456789abcdef-2:255")
    #expect(notification.queryNotificationReason == .deleted)
    #expect(notification.zoneID?.zoneName == "_defaultZone")
    #expect(notification.isPruned == nil)
  }

  /// Apple drops a query notification's record name and reason first when a payload is too
  /// large (`CKNotification.isPruned`): such a notification stands for a change it does not name.
  @Test func applesQueryPayloadWithoutItsRecordWasPruned() throws {
    let payload = #"""
      {"aps": {"content-available": 1}, "ck": {"nid": "n3",
       "qry": {"dbs": 2, "sid": "quran-vi-AyahNote", "zid": "_defaultZone"}}}
      """#
    let notification = try JSONDecoder().decode(PushNotification.self, from: Data(payload.utf8))
    #expect(notification.subscriptionID == "quran-vi-AyahNote")
    #expect(notification.recordName == nil)
    #expect(notification.isPruned == true)
  }

  @Test func aZonesPayloadNamesNoRecord() throws {
    let payload = #"{"ck": {"nid": "n1", "fet": {"dbs": 2, "sid": "zone", "zid": "Notes"}}}"#
    let notification = try JSONDecoder().decode(PushNotification.self, from: Data(payload.utf8))
    #expect(notification.subscriptionID == "zone")
    #expect(notification.recordName == nil)
    #expect(notification.queryNotificationReason == nil)
    #expect(notification.isPruned == nil)
  }

  @Test func quranRecordsFormGoesAndComesBackTheSame() throws {
    let sent = PushNotification(
      subscriptionID: "quran-vi-Note", zoneID: .defaultZone, notificationID: "n2",
      recordName: "note-x", queryNotificationReason: .updated, isPruned: true)
    let json = try JSONEncoder().encode(sent)
    #expect(!String(decoding: json, as: UTF8.self).contains("\"ck\""))
    #expect(try JSONDecoder().decode(PushNotification.self, from: json) == sent)
  }
}
