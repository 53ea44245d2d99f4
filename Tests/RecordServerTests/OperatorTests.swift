import CloudRecords
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// What the operator of a server watches (issue 29): `/healthz` and `/readyz`, Prometheus
/// metrics on an address of their own, and logs as JSON lines.
@Suite struct OperatorTests {
  static func get(_ url: URL) throws -> HTTP.Answer {
    var request = URLRequest(url: url)
    request.httpMethod = "GET"
    return try HTTP.send(request)
  }

  @Test func healthAndReadinessAnswerWhileTheDatabaseDoes() throws {
    let fixture = try ServerFixture(users: [])
    let health = try Self.get(fixture.server.baseURL.appendingPathComponent("healthz"))
    #expect(health.status == 200 && health.text.contains("serving"), "\(health.text)")
    let ready = try Self.get(fixture.server.baseURL.appendingPathComponent("readyz"))
    #expect(ready.status == 200 && ready.text.contains("ready"), "\(ready.text)")
  }

  @Test func metricsCountRequestsAndWhatIsStoredOnTheirOwnAddressOnly() throws {
    let fixture = try ServerFixture(
      users: ["alice"], arguments: ["--metrics-address", "127.0.0.1:0"])
    try fixture.createZone()
    try fixture.save((1...3).map { ServerFixture.favorite("m\($0)", ayah: $0) })
    _ = try fixture.post(.modifyRecords, json: "{not json")
    let metricsURL = try #require(
      fixture.server.metricsURL, "the server never said its metrics address")
    #expect(metricsURL.port != fixture.server.baseURL.port)

    let text = try Self.get(metricsURL).text
    func value(_ series: String) -> Double? {
      text.split(separator: "\n").first { $0.hasPrefix(series + " ") }
        .flatMap { Double($0.split(separator: " ").last ?? "") }
    }
    #expect(
      value(#"quran_records_requests_total{operation="records/modify",status="200"}"#) == 1,
      "\(text)")
    #expect(value(#"quran_records_requests_total{operation="records/modify",status="400"}"#) == 1)
    #expect(value(#"quran_records_request_duration_seconds_count{operation="zones/modify"}"#) == 1)
    #expect(value("quran_records_records") == 3)
    #expect(value("quran_records_users") == 1)
    #expect(text.contains("# TYPE quran_records_open_connections gauge"))

    // Not on the public port.
    let publicMetrics = try Self.get(fixture.server.baseURL.appendingPathComponent("metrics"))
    #expect(publicMetrics.status == 404)
  }

  @Test func jsonLogsAreOneObjectALineWithoutTokens() throws {
    let fixture = try ServerFixture(
      users: ["alice"], arguments: ["--log-format", "json"], environment: ["LOG_LEVEL": "debug"])
    try fixture.createZone()
    let token = try #require(fixture.users["alice"]?.token)
    let lines = try #require(
      Waiting.until(10) { fixture.server.log.contains("zones/modify") } ? fixture.server.log : nil,
      "the request was never logged: \(fixture.server.log)"
    ).split(separator: "\n")
    #expect(!lines.isEmpty)
    for line in lines {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      #expect(object?["message"] is String && object?["level"] is String, "\(line)")
      #expect((object?["time"] as? String)?.hasSuffix("Z") == true, "\(line)")
    }
    #expect(!fixture.server.log.contains(token))
    #expect(!fixture.server.log.contains(fixture.apiToken))
  }
}
