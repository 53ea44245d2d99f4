/// A step of the library's schema that a kind takes for its own tables, written in the kind's
/// file (`RecordKind.migrations`): `LibrarySchema` registers every kind's steps after its
/// own, kind by kind in the registry's order, and the blank library (`BlankLibrary`) and a
/// recovery (`RecoveredTables`) read them from the kinds too. The kinds of 0.20.0 have their
/// tables in `LibrarySchema`'s own steps, which no later step may change.
public struct KindMigration: Sendable {
  /// Its name in `grdb_migrations`, never changed once shipped.
  let identifier: String
  /// The tables it makes: the person's, which a recovery brings back (`RowCopyingKind`).
  package let tables: [String]
  /// What it runs.
  let sql: String

  /// The step `identifier`, which makes `tables` by running `sql`.
  init(_ identifier: String, makes tables: [String] = [], sql: String) {
    (self.identifier, self.tables, self.sql) = (identifier, tables, sql)
  }
}

extension RecordKinds {
  /// Every kind's steps, kind by kind in the registry's order.
  package static var migrations: [KindMigration] { all.flatMap(\.migrations) }
}
