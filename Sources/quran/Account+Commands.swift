import ArgumentParser
import Foundation
import Library
import RecordClient
import Sync

/// What the sync commands share: the data folder, the library in it, the account file.
struct SyncPlace {
  let home: Home
  let accountPath: String

  init(_ location: LocationOptions) throws {
    let environment = ProcessInfo.processInfo.environment
    home = Home.resolve(explicit: location.home, environment: environment)
    do { try home.create() } catch { throw Problem(error) }
    accountPath = Account.path(explicitHome: location.home, environment: environment)
  }

  func library(access: LibraryStore.Access = .readWrite) throws -> LibraryStore {
    do {
      return try LibraryStore(path: home.libraryPath, access: access)
    } catch {
      throw Problem("Your data at \(home.libraryPath) could not be opened (\(error)).")
    }
  }

  func account() throws -> Account? {
    do { return try Account.load(from: accountPath) } catch { throw Problem(error) }
  }

  /// The account with a sign-in, or a sentence saying how to get one.
  func signedInAccount(_ library: LibraryStore) throws -> (Account, RecordClient) {
    guard let account = try account() else {
      throw Problem(
        "You are not signed in to a record server: run quran login --server URL --api-token HEX first."
      )
    }
    guard account.webAuthToken != nil, let client = account.client(savingTokensTo: accountPath)
    else {
      let waiting = (try? library.pendingChangeCount()) ?? 0
      throw Problem(
        "You are signed out of \(account.server): run quran login to sign in again; your \(waiting) waiting changes are kept."
      )
    }
    return (account, client)
  }

  func engine(_ library: LibraryStore) throws -> SyncEngine {
    let (account, client) = try signedInAccount(library)
    return SyncEngine(library: library, client: client, user: account.identity)
  }
}

/// `quran logout`: forgets the sign-in, keeps the changes waiting to be sent.
struct LogoutCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "logout",
    abstract: "Forget the sign-in to the record server (changes waiting to sync are kept).")

  @OptionGroup var location: LocationOptions

  func run() throws {
    let place = try SyncPlace(location)
    guard var account = try place.account(), account.webAuthToken != nil else {
      print("You were not signed in.")
      return
    }
    account.webAuthToken = nil
    do { try account.save(to: place.accountPath) } catch { throw Problem(error) }
    let waiting = try place.library().pendingChangeCount()
    print(
      "Signed out of \(account.server). \(waiting) change\(waiting == 1 ? "" : "s") wait for the next quran login."
    )
  }
}

/// `quran status`: who, where, when last synced, what waits, what went wrong last.
struct StatusCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "Show the sync account, the last sync and what waits.")

  @OptionGroup var location: LocationOptions

  func run() throws {
    let place = try SyncPlace(location)
    let library = try place.library(access: .readOnly)
    let status = try SyncStatus(library: library)
    if let account = try place.account() {
      let who = [account.firstName, account.lastName].compactMap { $0 }.joined(separator: " ")
      let name = who.isEmpty ? account.userRecordName : "\(who) (\(account.userRecordName))"
      let state = account.webAuthToken == nil ? "Signed out (was \(name))" : "Signed in as \(name)"
      print(
        "\(state) at \(account.server), container \(account.container) (\(account.environment)).")
    } else {
      print("Not signed in: quran login --server URL --api-token HEX syncs with a record server.")
    }
    let formatter = DateFormatter()
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    print("Last sync: \(status.lastSync.map(formatter.string(from:)) ?? "never").")
    print("Changes waiting: \(status.waiting).")
    print("Last error: \(status.lastError ?? "none").")
  }
}
