import ArgumentParser
import CloudRecords
import DataFolder
import Foundation
import Interface
import Library
import QuranCommands
import RecordClient
import Sync

/// What the sync commands share: the data folder, the library in it, the account file.
struct SyncPlace {
  let home: Home
  let accountPath: String
  let location: LocationOptions

  init(_ location: LocationOptions) throws {
    self.location = location
    let environment = ProcessInfo.processInfo.environment
    home = Home.resolve(explicit: location.home, environment: environment)
    do { try home.create() } catch { throw Problem(error) }
    accountPath = home.accountPath
  }

  func library(access: LibraryStore.Access = .readWrite) throws -> LibraryStore {
    try location.openLibrary(home: home, access: access)
  }

  func account() throws -> Account? {
    do { return try Account.load(from: accountPath) } catch { throw Problem(error) }
  }

  /// The account with a sign-in, or a sentence saying how to get one.
  func signedInAccount(_ library: LibraryStore) throws -> (Account, RecordClient) {
    guard let account = try account() else {
      throw Problem(SyncText.notSignedIn())
    }
    guard account.webAuthToken != nil, let client = account.client(savingTokensTo: accountPath)
    else {
      let waiting = (try? library.pendingChangeCount()) ?? 0
      throw Problem(SyncText.signedOut(account.server, waiting))
    }
    return (account, client)
  }

  /// The engine syncing `library` over the network, and its client.
  func engine(_ library: LibraryStore) throws -> (SyncEngine, RecordClient) {
    let (account, client) = try signedInAccount(library)
    return (
      SyncEngine(library: library, records: RemoteRecords(client), user: account.identity), client
    )
  }
}

/// `quran logout`'s work: ends the sign-in on the server (best effort: said when it could not
/// be told), forgets it here, keeps the changes waiting to be sent.
extension LogoutCommand: NetworkWork {
  func perform() throws {
    let place = try SyncPlace(location)
    guard var account = try place.account(), account.webAuthToken != nil else {
      print(SyncText.wasNotSignedIn())
      return
    }
    if let connection = account.connection {
      ServerSignOut.end(connection, server: account.server)
    }
    account.webAuthToken = nil
    do { try account.save(to: place.accountPath) } catch { throw Problem(error) }
    let waiting = try place.library().pendingChangeCount()
    print(SyncText.signedOutOf(account.server, waiting))
  }
}

/// `quran status`'s work: who, where, when last synced, what waits, what went wrong last.
extension StatusCommand: NetworkWork {
  func perform() throws {
    let place = try SyncPlace(location)
    let library = try place.library(access: .readOnly)
    let status = try SyncStatus(library: library)
    if let account = try place.account() {
      let who = [account.firstName, account.lastName].compactMap { $0 }.joined(separator: " ")
      let name = who.isEmpty ? account.userRecordName : "\(who) (\(account.userRecordName))"
      let state =
        account.webAuthToken == nil
        ? SyncText.statusSignedOut(name)
        : status.signInRefused ? SyncText.statusSignInEnded(name) : SyncText.statusSignedIn(name)
      print(SyncText.statusWhere(state, account.server, account.container, account.environment))
    } else {
      print(SyncText.statusNotSignedIn())
    }
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    print(SyncText.lastSync(status.lastSync.map(formatter.string(from:)) ?? SyncText.never()))
    print(SyncText.changesWaiting(status.waiting))
    if !status.keptHere.isEmpty {
      print(SyncText.keptHere(status.keptHere.map(\.rawValue).joined(separator: ", ")))
    }
    if let error = status.lastError, let at = status.lastErrorAt {
      let sentence = error.hasSuffix(".") ? error : error + "."
      print(SyncText.lastErrorAt(formatter.string(from: at), sentence))
    } else if let error = status.lastError {
      print(SyncText.lastError(error.hasSuffix(".") ? String(error.dropLast()) : error))
    } else {
      print(SyncText.lastError(SyncText.noError()))
    }
  }
}
