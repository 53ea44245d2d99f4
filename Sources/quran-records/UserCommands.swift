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
