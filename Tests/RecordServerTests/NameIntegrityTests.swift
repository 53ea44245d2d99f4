import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A NUL in a name reached SQLite as the end of a C string: `nul\u0000one` and
/// `nul\u0000two` were both stored as `nul` and overwrote each other. Names are stored exactly
/// or refused, never cut.
@Suite("Names hold no NUL")
struct NameIntegrityTests {
  let fixture: ServerFixture
  init() throws {
    fixture = try ServerFixture(users: ["alice"])
    try fixture.createZone()
  }

  @Test func recordNamesWithANULAreRefusedNotCutShort() throws {
    for name in ["nul\u{0}one", "nul\u{0}two"] {
      let answer = try fixture.post(
        .modifyRecords,
        ModifyRecordsRequest(
          operations: [.init(.forceReplace, ServerFixture.favorite(name))],
          zoneID: ServerFixture.zone))
      #expect(answer.status == 400, "\(answer.text)")
      #expect(answer.serverError?.serverErrorCode == .badRequest)
      #expect(answer.serverError?.reason.contains("NUL") == true, "\(answer.text)")
    }
    // Nothing was stored under the cut name.
    let lookup = try fixture.lookup(["nul"])
    let result = try lookup.decoded(RecordsResponse.self).records.first
    #expect(result?.failure?.serverErrorCode == .notFound, "\(lookup.text)")
  }

  @Test func aLookupOfANameWithANULIsRefused() throws {
    try fixture.save([ServerFixture.favorite("nul")])
    let answer = try fixture.lookup(["nul\u{0}other"])
    #expect(answer.status == 400, "\(answer.text)")
    #expect(answer.serverError?.reason.contains("NUL") == true)
  }

  @Test func zoneAndSubscriptionNamesWithANULAreRefused() throws {
    let zone = try fixture.post(
      .lookupZones, LookupZonesRequest(zones: [ZoneID(zoneName: "QuranZone\u{0}x")]))
    #expect(zone.status == 400, "\(zone.text)")
    let subscription = Subscription(
      subscriptionID: "changes\u{0}a", subscriptionType: .zone, zoneID: ServerFixture.zone)
    let answer = try fixture.post(
      .modifySubscriptions,
      ModifySubscriptionsRequest(operations: [.init(.create, subscription)]))
    #expect(answer.status == 400, "\(answer.text)")
    #expect(answer.serverError?.reason.contains("NUL") == true)
  }

  /// `tokens/create` sends its environment back as it came: it was the one request whose
  /// names were not checked, having no `RequestNames` conformance (issue 64).
  @Test func aNotificationEnvironmentWithANULOrPastTheBoundIsRefused() throws {
    for environment in ["development\u{0}x", String(repeating: "d", count: 300)] {
      let answer = try fixture.post(
        .createToken, CreateTokenRequest(apnsEnvironment: environment))
      #expect(answer.status == 400, "\(answer.text)")
      #expect(answer.serverError?.reason.contains("notification environment") == true)
    }
  }

  @Test func aNULInFieldTextIsKeptExactly() throws {
    var record = ServerFixture.favorite("text")
    record.fields?["ayahID"] = .string("2:255\u{0}tail")
    try fixture.save([record])
    let answer = try fixture.lookup(["text"])
    let saved = try answer.decoded(RecordsResponse.self).records.first?.record
    #expect(saved?.fields?["ayahID"] == .string("2:255\u{0}tail"))
  }

  @Test func aSignInNameWithANULDoesNotSignIn() throws {
    var post = URLRequest(url: fixture.server.baseURL.appendingPathComponent("signin"))
    post.httpMethod = "POST"
    post.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    post.httpBody = Data(
      ("user=alice%00N&password=password-alice&redirect=&ckAPIToken=" + fixture.apiToken).utf8)
    let answer = try HTTP.send(post)
    #expect(answer.status == 401, "\(answer.status)")
    #expect(!answer.text.contains("ckWebAuthToken"))
  }
}
