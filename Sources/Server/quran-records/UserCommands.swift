import ArgumentParser
import Foundation
import RecordServer

extension UserCommand {
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Lists the users: name, when added, sign-ins, records kept, developer (no secrets).")
    @OptionGroup var database: DatabaseOptions

    func run() throws {
      print(UserListing.table(try UserListing.all(in: try database.open())))
    }
  }
}

extension UserCommand {
  struct Quota: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Sets what one user may keep (records and megabytes), or gives them the server's again.")
    @Argument(help: "The user's name.") var name: String
    @Option(help: "Records the user may keep.") var records: Int?
    @Option(help: "Megabytes of records the user may keep.") var megabytes: Int?
    @Flag(help: "Gives the user the server's quota (serve --quota-records, --quota-megabytes).")
    var standard = false
    @OptionGroup var database: DatabaseOptions

    func validate() throws {
      guard standard != (records != nil || megabytes != nil) else {
        throw ValidationError("Give --records, --megabytes or both; or --standard alone.")
      }
      for (option, value) in [("--records", records), ("--megabytes", megabytes)] {
        if let value, value < 1 { throw ValidationError("\(option) must be at least 1.") }
      }
    }

    func run() throws {
      let store = try database.open()
      guard let user = try Accounts(store: store).user(named: name) else {
        throw CommandError("There is no user named \(name).")
      }
      try store.write { db in
        try db.execute(
          "UPDATE authUser SET quotaRecords = ?, quotaBytes = ? WHERE userRecordName = ?",
          standard ? SQLValue.null : records.map { .integer(Int64($0)) } ?? .null,
          standard ? SQLValue.null : megabytes.map { .integer(Int64($0) << 20) } ?? .null,
          user.userRecordName)
      }
      let listed = try UserListing.all(in: store).first { $0.name == user.name }
      let quota = listed?.quota.map { "\($0.records) records and \($0.bytes >> 20) MB" }
      print(
        "\(user.name) may keep \(quota ?? "what the server's quota allows") and keeps"
          + " \(listed?.records ?? 0) records (\((listed?.bytes ?? 0) >> 20) MB); a running server"
          + " takes a raise at once and a cut within ten minutes.")
    }
  }
}
