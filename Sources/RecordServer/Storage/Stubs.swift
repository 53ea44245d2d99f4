import CloudRecords
import GRDB

func notYet(_ what: String) -> ServerError {
  ServerError(.badRequest, "\(what) is not yet implemented by this server.")
}

struct RecordQuery {
  init(request: QueryRecordsRequest, scope: DatabaseScope, db: Database, schemas: SchemaRegistry) {}
  func run() throws -> QueryRecordsResponse { throw notYet("records/query") }
}
