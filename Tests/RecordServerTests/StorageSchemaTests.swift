import AppRecords
import CloudRecords
import Foundation
import RecordServer
import TestSupport
import Testing

import struct CloudRecords.Record

@Suite struct StorageSchemaTests {
  @Test func writingASchemaAndReadingItBackGivesTheSameSchema() throws {
    let schema = try Schema(ckdb: AppSchema.ckdb)
    #expect(schema.ckdb == AppSchema.ckdb, "the bundled file is laid out as the server writes")
    #expect(try Schema(ckdb: schema.ckdb) == schema)
  }

  @Test func theParserReadsListsCommentsQuotedNamesAndRoles() throws {
    let schema = try Schema(
      ckdb: """
        // exported by cktool
        DEFINE SCHEMA
          CREATE ROLE Editors;
          RECORD TYPE "Bookmark" ( // a comment after the paren
            "___recordID" REFERENCE QUERYABLE,
            tags LIST<STRING> QUERYABLE,
            cover ASSET,
            place LOCATION,
            secret ENCRYPTED STRING,
            title STRING QUERYABLE SORTABLE SEARCHABLE,
            GRANT WRITE TO "_creator",
            GRANT READ TO "_world"
          );
        """)
    let bookmark = try #require(schema[recordType: "Bookmark"])
    #expect(bookmark[field: "tags"]?.type == FieldType(.string, isList: true))
    #expect(bookmark[field: "cover"]?.type == .assetID)
    #expect(bookmark[field: "secret"]?.type == .string)
    #expect(bookmark[field: "title"]?.isSearchable == true)
    #expect(bookmark.grants == ["WRITE TO \"_creator\"", "READ TO \"_world\""])
    #expect(schema.otherStatements == ["CREATE ROLE Editors"])
    #expect(try Schema(ckdb: schema.ckdb) == schema)
  }

  @Test(arguments: [
    ("RECORD TYPE A (x STRING);", "Expected DEFINE"),
    ("DEFINE SCHEMA RECORD TYPE A (x STRIN);", "has the type 'STRIN'"),
    ("DEFINE SCHEMA RECORD TYPE A (x STRING FAST);", "has the option 'FAST'"),
    ("DEFINE SCHEMA RECORD TYPE A (x STRING, x INT64);", "defined twice"),
    ("DEFINE SCHEMA RECORD TYPE A (x STRING", "not closed"),
    ("DEFINE SCHEMA RECORD TYPE A (x LIST<STRING);", "Expected '>'"),
    ("DEFINE SCHEMA\nRECORD TYPE A (x STRING) ", "Expected ';'"),
  ])
  func badSchemasAreRefusedWithASentence(text: String, expected: String) throws {
    #expect {
      try Schema(ckdb: text)
    } throws: { error in
      "\(error)".contains(expected) && "\(error)".hasPrefix("Schema line")
    }
  }

  @Test func developmentCreatesUnknownTypesAndFieldsWithTheValuesType() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    var record = favorite("1:1")
    record.fields?["color"] = .string("green")
    record.fields?["weights"] = .list(.double, [.double(1.5)])
    try fixture.save(record)
    try fixture.save(Record(recordName: "b1", recordType: "Bookmark", fields: ["page": .int64(3)]))
    let schema = try fixture.schemas.schema(
      container: StorageFixture.container, environment: .development)
    #expect(schema[recordType: "FavoriteAyah"]?[field: "color"]?.type == .string)
    #expect(
      schema[recordType: "FavoriteAyah"]?[field: "weights"]?.type
        == FieldType(.double, isList: true))
    #expect(schema[recordType: "Bookmark"]?[field: "page"]?.type == .int64)
    #expect(schema[recordType: "Bookmark"]?[field: "___recordID"]?.isQueryable == false)
    let production = try fixture.schemas.schema(
      container: StorageFixture.container, environment: .production)
    #expect(production[recordType: "Bookmark"] == nil, "production is untouched")
  }

  @Test func productionRefusesUnknownTypesAndFieldsNamingThem() throws {
    let fixture = try StorageFixture()
    let production = fixture.scope(StorageFixture.alice, .production)
    try fixture.createZone(in: production)
    var record = favorite("1:1")
    record.fields?["color"] = .string("green")
    let results = try fixture.modify(
      [
        .init(.create, record),
        .init(.create, Record(recordName: "b1", recordType: "Bookmark", fields: [:])),
        .init(.create, favorite("1:2")),
      ], atomic: false, in: production)
    #expect(results.codes == ["BAD_REQUEST", "BAD_REQUEST", "ok"])
    #expect(results[0].failure?.reason.contains("Field 'color'") == true)
    #expect(results[1].failure?.reason.contains("Record type 'Bookmark'") == true)
  }

  @Test func aValueOfTheWrongTypeIsRefusedAndIntegersFitTimestampsAndDoubles() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    var wrong = favorite("1:1")
    wrong.fields?["surahNumber"] = .string("one")
    let results = try fixture.modify([.init(.create, wrong)])
    #expect(results.codes == ["BAD_REQUEST"])
    #expect(results[0].failure?.reason.contains("INT64") == true)

    // JSON without "type": an integer read as INT64 is taken as the schema's TIMESTAMP/DOUBLE.
    var loose = favorite("1:2")
    loose.fields?["favoritedAt"] = .int64(5)
    let saved = try fixture.save(loose)
    #expect(saved.fields?["favoritedAt"] == .timestamp(5))
    let progress = Record(
      recordName: "progress-x-1", recordType: "ReadingProgress",
      fields: ["progressPercentage": .int64(50)])
    #expect(try fixture.save(progress).fields?["progressPercentage"] == .double(50))
  }

  @Test func deployCopiesDevelopmentToProductionAndSaysWhatChanged() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    try fixture.save(Record(recordName: "b1", recordType: "Bookmark", fields: ["page": .int64(3)]))
    let sentence = try fixture.schemas.deploy(container: StorageFixture.container)
    #expect(sentence.contains("added record type Bookmark"))
    let production = fixture.scope(StorageFixture.alice, .production)
    try fixture.createZone(in: production)
    try fixture.save(
      Record(recordName: "b1", recordType: "Bookmark", fields: ["page": .int64(3)]), in: production)
    #expect(
      try fixture.schemas.deploy(container: StorageFixture.container).contains("nothing changed"))
  }

  @Test func deployRefusesToDeleteAFieldOrChangeAType() throws {
    // Production has Bookmark.page as INT64; development (a new bundled schema) says STRING
    // and drops Bookmark.title.
    let old =
      AppSchema.ckdb
      + "\n    RECORD TYPE Bookmark (\n        page INT64,\n        title STRING\n    );\n"
    let fixture = try StorageFixture(ckdb: old)
    try fixture.store.write { db in
      try db.execute(
        "INSERT INTO records_schema (container, environment, ckdb, version) VALUES (?, 'development', ?, 'v2')",
        [
          .text(StorageFixture.container),
          .text(AppSchema.ckdb + "\n    RECORD TYPE Bookmark (\n        page STRING\n    );\n"),
        ])
    }
    #expect {
      try fixture.schemas.deploy(container: StorageFixture.container)
    } throws: { error in
      let reason = (error as? ServerError)?.reason ?? ""
      return reason.contains("delete field 'Bookmark.title'")
        && reason.contains("change field 'Bookmark.page' from INT64 to STRING")
    }
    let production = try fixture.schemas.schema(
      container: StorageFixture.container, environment: .production)
    #expect(
      production[recordType: "Bookmark"]?[field: "page"]?.type == .int64, "nothing was deployed")
  }

  @Test func anAtomicFailureRollsBackTheSchemaItWouldHaveGrown() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    try fixture.save(favorite("1:1"))
    var grows = favorite("1:2")
    grows.fields?["mood"] = .string("calm")
    let results = try fixture.modify([.init(.create, grows), .init(.create, favorite("1:1"))])
    #expect(results.codes == ["ATOMIC_ERROR", "EXISTS"])
    let schema = try fixture.schemas.schema(
      container: StorageFixture.container, environment: .development)
    #expect(schema[recordType: "FavoriteAyah"]?[field: "mood"] == nil)
  }

  @Test func aStoredSchemaGrowsByWhatANewSchemaFileAddsAndKeepsItsOwnTypes() throws {
    let fixture = try StorageFixture()
    try fixture.createZone()
    var record = favorite("1:1")
    record.fields?["mood"] = .string("calm")
    try fixture.save(record)  // development now stored, with FavoriteAyah.mood

    let edited =
      AppSchema.ckdb.replacingOccurrences(
        of:
          "ownerRecordName STRING QUERYABLE,\n        GRANT READ, WRITE TO \"_creator\",\n        GRANT CREATE TO \"_icloud\"\n    );\n\n    RECORD TYPE AyahNote",
        with:
          "ownerRecordName STRING QUERYABLE SORTABLE,\n        mood            INT64,\n        GRANT READ, WRITE TO \"_creator\",\n        GRANT CREATE TO \"_icloud\"\n    );\n\n    RECORD TYPE AyahNote"
      )
      + "\n    RECORD TYPE Bookmark (\n        page INT64\n    );\n"
    #expect(
      edited != AppSchema.ckdb + "\n    RECORD TYPE Bookmark (\n        page INT64\n    );\n")
    let registry = try SchemaRegistry(store: fixture.store, bundled: edited)
    let schema = try registry.schema(container: StorageFixture.container, environment: .development)
    let favoriteType = try #require(schema[recordType: "FavoriteAyah"])
    #expect(favoriteType[field: "ownerRecordName"]?.isSortable == true)
    #expect(favoriteType[field: "mood"]?.type == .string, "the stored type stays")
    #expect(schema[recordType: "Bookmark"] != nil)
    #expect(registry.seedingNotes.contains { $0.contains("FavoriteAyah.mood is STRING") })
    #expect(
      registry.seedingNotes.contains {
        $0.contains("grew by") && $0.contains("record type Bookmark")
      })
  }
}

/// Mutated schema texts (seeded, bounded): the parser answers every one with a schema or a
/// `SchemaError`, and every schema it reads writes back to text that reads the same.
@Suite struct SchemaParserMutationTests {

  @Test func mutatedSchemasAreReadOrRefusedNeverMisread() throws {
    var random = SeededGenerator(seed: 20_261_121)
    let seed = Array(AppSchema.ckdb.unicodeScalars)
    let pieces: [String] = [
      "(", ")", ",", ";", "<", ">", "\"", "//", "\n", " ", "LIST", "GRANT", "QUERYABLE", "ٱ", "_",
    ]
    var parsed = 0
    for _ in 0..<2_000 {
      var text = seed
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let at = Int.random(in: 0..<text.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0: text.remove(at: at)
        case 1:
          text.insert(
            contentsOf: pieces.randomElement(using: &random)!.unicodeScalars, at: at)
        default:
          let end = min(text.count, at + Int.random(in: 1...40, using: &random))
          text.removeSubrange(at..<end)
        }
      }
      var view = String.UnicodeScalarView()
      view.append(contentsOf: text)
      do {
        let schema = try Schema(ckdb: String(view))
        parsed += 1
        #expect(try Schema(ckdb: schema.ckdb) == schema)
      } catch is SchemaError {
        continue
      }
    }
    #expect(parsed > 0)
  }
}
