import Foundation
import QuranCommands
import RecordClient
import Sync

/// `quran account delete`'s work: removes the account and every record of it from the server.
extension AccountCommand.Delete: SyncWork {
  func perform() throws {
    let place = try SyncPlace(location)
    let library = try place.library()
    var (account, client) = try place.signedInAccount(library)
    let name = account.firstName ?? account.userRecordName
    if !yes {
      print(
        "This deletes the account \(name) on \(account.server) with every favorite, note, progress and setting kept there; other devices lose their sign-in, and each device keeps its own data. Type \(name) to confirm: ",
        terminator: "")
      fflush(nil)
      guard readLine()?.trimmingCharacters(in: .whitespaces) == name else {
        throw Problem("Nothing was deleted: the name typed was not \(name).")
      }
    }
    do {
      try client.deleteAccount()
    } catch .server(let error, _)
      where error.serverErrorCode == .notFound || error.serverErrorCode == .badRequest
    {
      throw Problem(
        "This record server offers no account deletion (\(error.reason)); ask its operator to run quran-records user delete."
      )
    } catch {
      throw Problem(error.description)
    }
    account.webAuthToken = nil
    do { try account.save(to: place.accountPath) } catch { throw Problem(error) }
    try SyncEngine(library: library, client: client, user: account.identity).forgetServer()
    print(
      "Deleted \(name)'s account and records on \(account.server); this device keeps its data.")
  }
}
