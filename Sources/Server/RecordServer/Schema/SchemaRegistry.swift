import CloudRecords
import Foundation
import Synchronization

/// The schema of each container and environment, kept in the database as `.ckdb` text.
///
/// A container the database has no schema for yet uses the bundled one in both environments;
/// the first change (a development save that adds a type or field, or a deploy) stores it.
/// A schema already stored grows, when the registry is created, by whatever the bundled one
/// adds (types, fields, indexes), so editing the `.ckdb` file and restarting takes effect;
/// a field the file gives another type keeps its stored type (see `seedingNotes`).
/// Parsed schemas are cached per container and environment and re-read when the stored
/// version changes.
package final class SchemaRegistry: Sendable {
  let store: any ServerStore
  /// The schema a container starts with.
  package let bundled: Schema
  private let cache = Mutex<[Key: Cached]>([:])

  struct Key: Hashable {
    var container: String
    var environment: DatabasePath.Environment
  }

  struct Cached {
    var version: String
    var schema: Schema
  }

  static let bundledVersion = "bundled"

  /// - Parameters:
  ///   - store: where each container's schema is kept.
  ///   - ckdb: the schema every container starts with, in both environments.
  /// - Throws: `SchemaError` when the text is not a schema.
  package init(store: any ServerStore, bundled ckdb: String) throws {
    self.store = store
    let bundled = try Schema(ckdb: ckdb)
    self.bundled = bundled
    seedingNotes = try store.write { db in
      var notes: [String] = []
      let rows = try db.rows(
        "SELECT container, environment, ckdb FROM records_schema ORDER BY 1, 2")
      for row in rows {
        let container: String = try row[0]
        let environmentName: String = try row[1]
        guard let environment = DatabasePath.Environment(rawValue: environmentName),
          let stored = try? Schema(ckdb: try row[2])
        else { continue }
        let (grown, added, conflicts) = stored.grown(by: bundled)
        let place = "\(container) (\(environmentName))"
        if !added.isEmpty {
          try SchemaRegistry.write(grown, in: db, container: container, environment: environment)
          notes.append("The schema of \(place) grew by " + added.joined(separator: ", ") + ".")
        }
        notes += conflicts.map { "The schema of \(place): \($0)." }
      }
      return notes
    }
  }

  /// Sentences about how the bundled schema changed the stored ones when the registry was
  /// created (added types, fields and indexes; fields whose type the file contradicts).
  package let seedingNotes: [String]

  /// The schema a container has now in an environment.
  package func schema(container: String, environment: DatabasePath.Environment) throws -> Schema {
    try store.read { db in try schema(in: db, container: container, environment: environment) }
  }

  /// Copies development to production. Production may only grow: a deploy that would delete a
  /// record type or field, or change a field's type, is refused whole.
  ///
  /// - Returns: a sentence saying what changed.
  /// - Throws: `ServerError` (`BAD_REQUEST`) saying what the deploy would have broken.
  package func deploy(container: String) throws -> String {
    try store.write { db in
      let development = try schema(in: db, container: container, environment: .development)
      let production = try schema(in: db, container: container, environment: .production)
      let plan = try SchemaDeployment(from: development, to: production)
      if plan.changes.isEmpty {
        return "Production of \(container) already matches development; nothing changed."
      }
      try store(development, in: db, container: container, environment: .production)
      return "Deployed development to production of \(container): "
        + plan.changes.joined(separator: "; ") + "."
    }
  }

  // MARK: - Inside a transaction

  func schema(in db: any SQLTransaction, container: String, environment: DatabasePath.Environment)
    throws -> Schema
  {
    let version = try SchemaRegistry.storedVersion(
      in: db, container: container, environment: environment)
    return try schema(version: version, in: db, container: container, environment: environment)
  }

  /// The version of the schema stored for a container and environment; nil when none is.
  static func storedVersion(
    in db: any SQLTransaction, container: String, environment: DatabasePath.Environment
  ) throws -> String? {
    try db.value(
      String.self, "SELECT version FROM records_schema WHERE container = ? AND environment = ?",
      container, environment.rawValue)
  }

  /// The schema of the stored `version` (nil: the bundled schema), from the cache when it
  /// holds that version.
  func schema(
    version stored: String?, in db: any SQLTransaction, container: String,
    environment: DatabasePath.Environment
  ) throws -> Schema {
    let key = Key(container: container, environment: environment)
    let version = stored ?? SchemaRegistry.bundledVersion
    if let cached = cache.withLock({ $0[key] }), cached.version == version {
      return cached.schema
    }
    let schema: Schema
    if version == SchemaRegistry.bundledVersion {
      schema = bundled
    } else {
      let text =
        try db.value(
          String.self, "SELECT ckdb FROM records_schema WHERE container = ? AND environment = ?",
          container, environment.rawValue) ?? ""
      do {
        schema = try Schema(ckdb: text)
      } catch {
        throw ServerError(
          .internalError,
          "The stored schema of \(container) (\(environment.rawValue)) cannot be read: \(error)")
      }
    }
    cache.withLock { $0[key] = Cached(version: version, schema: schema) }
    return schema
  }

  /// Stores a changed schema. The new version is unique, so a transaction that rolls back
  /// leaves at worst an unused cache entry.
  func store(
    _ schema: Schema, in db: any SQLTransaction, container: String,
    environment: DatabasePath.Environment
  ) throws {
    let version = try SchemaRegistry.write(
      schema, in: db, container: container, environment: environment)
    cache.withLock {
      $0[Key(container: container, environment: environment)] = Cached(
        version: version, schema: schema)
    }
  }

  @discardableResult
  static func write(
    _ schema: Schema, in db: any SQLTransaction, container: String,
    environment: DatabasePath.Environment
  ) throws -> String {
    let version = UUID().uuidString
    try db.execute(
      """
      INSERT INTO records_schema (container, environment, ckdb, version) VALUES (?, ?, ?, ?)
      ON CONFLICT (container, environment) DO UPDATE SET ckdb = excluded.ckdb,
        version = excluded.version
      """, container, environment.rawValue, schema.ckdb, version)
    return version
  }
}
