import CloudRecords
import Testing

/// The wire's paths: what the client prints, the server reads back the same.
@Suite struct DatabasePathTests {
  @Test(arguments: DatabaseOperation.allCases)
  func aPrintedPathIsReadBackTheSame(operation: DatabaseOperation) throws {
    // A container with characters a path must encode.
    for container in [DatabasePath.appContainer, "iCloud.a b/c+d=é"] {
      for environment in DatabasePath.Environment.allCases {
        var databases: [DatabasePath.Scope?] = DatabasePath.Scope.allCases
        if operation.mayOmitDatabase { databases.append(nil) }
        for database in databases {
          let path = DatabasePath(
            container: container, environment: environment, database: database,
            operation: operation)
          #expect(try DatabasePath(parsing: path.description) == path, "\(path)")
        }
      }
    }
  }

  @Test func theAppsPathIsApples() {
    let path = DatabasePath(
      container: DatabasePath.appContainer, environment: .development, database: .private,
      operation: .modifyRecords)
    #expect(
      path.description
        == "/database/1/iCloud.donald.kvietnamisht/development/private/records/modify")
  }

  @Test(arguments: [
    ("/database/2/c/development/private/records/modify", ErrorCode.notFound, "version 1"),
    ("/database/1/c/staging/private/records/modify", .badRequest, "development or production"),
    (
      "/database/1/c/development/private/records/nothing", .notFound, "no operation records/nothing"
    ),
    ("/database/1/c/development/records/modify", .notFound, "private, public or shared"),
    ("/elsewhere", .notFound, "/database/1/{container}"),
  ])
  func aWrongPathIsASentence(path: String, code: ErrorCode, says: String) {
    #expect {
      try DatabasePath(parsing: path)
    } throws: { error in
      guard let error = error as? ServerError else { return false }
      return error.serverErrorCode == code && error.reason.contains(says)
    }
  }
}

/// The endpoint table keyed by operation (`Endpoints.endpoint(of:)`) gives each operation its
/// own endpoint: the server serves a path by what it finds there.
@Suite struct EndpointTableTests {
  @Test(arguments: DatabaseOperation.allCases)
  func eachOperationFindsItsOwnEndpoint(_ operation: DatabaseOperation) {
    #expect(Endpoints.endpoint(of: operation).operation == operation)
  }
}
