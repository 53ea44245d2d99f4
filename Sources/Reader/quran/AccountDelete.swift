import CloudRecords
import DataFolder
import Foundation
import Interface
import Library
import QuranCommands
import RecordClient
import Sync

/// `quran account delete`'s work: removes the account and every record of it from the server.
extension AccountCommand.Delete: NetworkWork {
  func perform() throws {
    let place = try SyncPlace(location)
    let library = try place.library()
    var (account, client) = try place.signedInAccount(library)
    let name = account.firstName ?? account.userRecordName
    if account.server.hasPrefix(DatabasePath.appleServer) {
      try deleteRecordsOnApple(&account, client, library, place: place, name: name)
      return
    }
    if !yes {
      print(SyncText.deleteQuestion(name, account.server), terminator: "")
      fflush(nil)
      guard readLine()?.trimmingCharacters(in: .whitespaces) == name else {
        throw Problem(SyncText.nothingDeleted(name))
      }
    }
    do {
      _ = try client.send(Endpoints.deleteUser)
    } catch .server(let error, _)
      where error.serverErrorCode == .notFound || error.serverErrorCode == .badRequest
    {
      throw Problem(SyncText.noAccountDeletion(error.reason))
    } catch {
      throw Problem(error.description)
    }
    account.webAuthToken = nil
    do { try account.save(to: place.accountPath) } catch { throw Problem(error) }
    try SyncEngine(library: library, records: RemoteRecords(client), user: account.identity)
      .forgetServer()
    print(SyncText.deletedAccount(name, account.server))
  }

  /// Apple's CloudKit has no operation to delete an account: say so, and offer to delete the
  /// person's records of the app's types instead (asked first, like an account deletion).
  private func deleteRecordsOnApple(
    _ account: inout Account, _ client: RecordClient, _ library: LibraryStore, place: SyncPlace,
    name: String
  ) throws {
    if !yes {
      print(SyncText.appleHasNoAccountDeletion(name), terminator: "")
      fflush(nil)
      guard readLine()?.trimmingCharacters(in: .whitespaces) == name else {
        throw Problem(SyncText.nothingDeleted(name))
      }
    }
    let engine = SyncEngine(
      library: library, records: RemoteRecords(client), user: account.identity)
    let deleted: Int
    do { deleted = try engine.deleteEveryRecord() } catch { throw Problem("\(error)") }
    account.webAuthToken = nil
    do { try account.save(to: place.accountPath) } catch { throw Problem(error) }
    print(SyncText.deletedRecordsOnApple(deleted))
  }
}
