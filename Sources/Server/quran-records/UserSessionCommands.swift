import ArgumentParser
import Foundation
import RecordServer

extension UserCommand {
  /// `user passwd NAME`: a new password, and every device of the user signed out.
  struct Passwd: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "passwd",
      abstract: "Gives a user a new password and signs out every device of theirs.",
      discussion:
        "On a terminal the password is asked twice; otherwise it is read once from stdin (one line). For a lost or stolen device: each device then asks its person to sign in again, with the new password."
    )
    @Argument(help: "The user's name.") var name: String
    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let accounts = Accounts(store: try database.open())
      let user = try UserCommand.existing(name, in: accounts)
      let password = try Password.read(
        prompt: "New password for \(user.name): ", again: "Again: ")
      let revoked = try accounts.changePassword(userRecordName: user.userRecordName, to: password)
      print(
        "Changed the password of \(user.name) and signed out \(revoked) sign-in token(s); "
          + "each device asks for the new password.")
    }
  }

  /// `user signout NAME`: every device of the user signed out, the password kept.
  struct SignOut: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "signout",
      abstract: "Signs out every device of a user; the password stays.",
      discussion:
        "Every web auth token of the user stops working at once, on every device; each asks its person to sign in again. If the password may be known to someone else, use user passwd instead."
    )
    @Argument(help: "The user's name.") var name: String
    @OptionGroup var database: DatabaseOptions

    func run() throws {
      let accounts = Accounts(store: try database.open())
      let user = try UserCommand.existing(name, in: accounts)
      let revoked = try accounts.signOut(userRecordName: user.userRecordName)
      print("Signed out \(user.name): \(revoked) sign-in token(s) revoked.")
    }
  }

  /// The user of that name, or a sentence saying there is none.
  static func existing(_ name: String, in accounts: Accounts) throws -> Accounts.User {
    guard let user = try accounts.user(named: name) else {
      throw CommandError(
        "There is no user named \(name); check the name (quran-records user add makes one).")
    }
    return user
  }
}
