import AppRecords
import CloudRecords
import Foundation
import RecordServer
import TestSupport
import Testing

/// Only developers (`user add --developer`) grow the development schema, and only so far.
@Suite("Who may grow the development schema")
struct SchemaGrowthTests {
  let fixture: ServerFixture
  /// The bundled schema's types (UserProfile among them) and one more.
  static let typeCap = try! Schema(ckdb: AppSchema.ckdb).recordTypes.count + 1

  init() throws {
    fixture = try ServerFixture(
      users: ["alice", "dev"], developers: ["dev"],
      arguments: ["--max-record-types", "\(Self.typeCap)", "--max-fields", "8"])
    try fixture.createZone()
    try fixture.createZone(as: "dev")
  }

  func save(_ type: String, fields: [String: FieldValue] = [:], as user: String) throws
    -> RecordResult?
  {
    try fixture.save(
      [Record(recordName: UUID().uuidString, recordType: type, fields: fields)], as: user
    ).first
  }

  @Test func aUserWhoIsNoDeveloperCannotAddTypesOrFields() throws {
    let type = try #require(try save("Invented", as: "alice")?.failure)
    #expect(type.serverErrorCode == .badRequest)
    #expect(type.reason.contains("only developers"), "\(type.reason)")
    var favorite = ServerFixture.favorite("f")
    favorite.fields?["invented"] = .string("x")
    let field = try #require(try fixture.save([favorite]).first?.failure)
    #expect(field.reason.contains("only developers"), "\(field.reason)")
    // The schema's own types and fields are saved as before.
    #expect(try fixture.save([ServerFixture.favorite("g")]).first?.record != nil)
  }

  @Test func aDeveloperGrowsTheSchemaUpToItsCaps() throws {
    #expect(try save("Invented", fields: ["a": .string("x")], as: "dev")?.record != nil)
    // The bundled schema's types count: types are added until there are `typeCap`.
    var refusal: ServerError?
    for index in 0..<Self.typeCap {
      if let failure = try save("Extra\(index)", as: "dev")?.failure {
        refusal = failure
        break
      }
    }
    let tooMany = try #require(refusal, "the type cap was never reached")
    #expect(tooMany.reason.contains("this server's limit"), "\(tooMany.reason)")
    var fields: [String: FieldValue] = [:]
    for index in 0..<9 { fields["field\(index)"] = .int64(Int64(index)) }
    let wide = try #require(try save("Invented", fields: fields, as: "dev")?.failure)
    #expect(wide.reason.contains("fields, this server's limit"), "\(wide.reason)")
  }

  /// A record of more fields than its type has and may gain is refused by their count, before
  /// any field is looked at in the write transaction all users wait for (issue 46: mallory's
  /// 10 MB batch of records of thousands of fields held SQLite's writer for 150 ms).
  @Test func aRecordOfMoreFieldsThanItsTypeMayHoldIsRefusedByTheirCount() throws {
    var favorite = ServerFixture.favorite("many")
    for index in 0..<3_000 { favorite.fields?["f\(index)"] = .int64(1) }
    let count = favorite.fields?.count ?? 0
    let refused = try #require(try fixture.save([favorite]).first?.failure)
    #expect(refused.serverErrorCode == .badRequest)
    #expect(refused.reason.contains("sets \(count) fields"), "\(refused.reason)")
    #expect(refused.reason.contains("only developers"), "\(refused.reason)")
    var fields: [String: FieldValue] = [:]
    for index in 0..<3_000 { fields["field\(index)"] = .int64(Int64(index)) }
    let wide = try #require(try save("Invented", fields: fields, as: "dev")?.failure)
    #expect(wide.reason.contains("sets 3000 fields, more than"), "\(wide.reason)")
    #expect(wide.reason.contains("may hold: 8 fields, this server's limit"), "\(wide.reason)")
  }
}
