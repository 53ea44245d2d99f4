import ArgumentParser
import ChildProcess
import CloudRecords
import DataFolder
import Foundation
import Interface
import Library
import QuranCommands
import RecordClient
import Sync

/// `quran login`'s work: ask who the user is, get 421 with the sign-in URL, receive the web
/// auth token on a loopback redirect (or pasted), check it, and keep it in a file only the
/// user can read.
extension LoginCommand: NetworkWork {
  func perform() throws {
    let place = try SyncPlace(location)
    let previous = try place.account()
    // `--icloud`: Apple's CloudKit, the app's container (the default), and the environment
    // App Store builds of the app write to.
    let serverText = icloud ? DatabasePath.appleServer : server ?? previous?.server
    let environment = environment ?? (icloud ? .production : .development)
    guard let serverText, let url = URL(string: serverText),
      url.scheme == "http" || url.scheme == "https"
    else {
      throw Problem(SyncText.nameTheServer())
    }
    guard let apiToken = apiToken ?? previous?.apiToken, !apiToken.isEmpty else {
      throw Problem(SyncText.giveTheToken())
    }
    let client = RecordClient(
      Connection(server: url, container: container, environment: environment, apiToken: apiToken))
    let redirect: String?
    let asked = Result { () throws(RecordClientError) in
      try client.send(Endpoints.currentUser)
    }
    switch asked {
    case .success(let someone):
      throw Problem(SyncText.answeredWithoutSignIn(someone.userRecordName))
    case .failure(.signInNeeded(let url)):
      redirect = url
    case .failure(.authenticationFailed(let reason)):
      throw Problem(SyncText.tokenRefused(reason))
    case .failure(.unreachable(let server, let reason)):
      throw Problem(SyncText.unreachable(server, reason))
    case .failure(let error):
      throw Problem(error.description)
    }
    guard let redirect, !redirect.isEmpty else {
      throw Problem(SyncText.noSignInAddress())
    }
    let token = try receiveToken(signInURL: redirect)
    let signedIn = client.signedIn(as: token)
    let identity: UserIdentity
    do {
      identity = try signedIn.send(Endpoints.currentUser)
    } catch {
      throw Problem(SyncText.tokenNotAccepted(error.description))
    }
    let name = identity.firstName ?? identity.userRecordName
    let library = try library(
      for: identity, named: name, place: place, previous: previous, signedIn: signedIn,
      server: url.absoluteString)
    let account = Account(
      server: url.absoluteString, container: container, environment: environment.rawValue,
      apiToken: apiToken, webAuthToken: signedIn.connection.webAuthToken,
      userRecordName: identity.userRecordName,
      firstName: identity.firstName, lastName: identity.lastName)
    do { try account.save(to: place.accountPath) } catch { throw Problem(error) }
    print(SyncText.signedInAs(name, url.absoluteString))
    let engine = SyncEngine(
      library: library,
      records: RemoteRecords(account.client(savingTokensTo: place.accountPath) ?? signedIn),
      user: account.identity)
    // A new sign-in refreshes the profile (lastSignIn) on the first sync.
    try engine.forgetPreparation()
    do {
      let report = try engine.sync()
      print(SyncText.firstSync(report.received, report.sent, report.waiting))
    } catch {
      print(SyncText.firstSyncFailed(String(describing: error)))
    }
  }

  /// The library `identity` syncs once signed in: another person's sign-in never takes this
  /// library unasked (`LibrarySwitch`); when nothing may change, the new sign-in ends here
  /// and on the server, and the problem says what to run.
  private func library(
    for identity: UserIdentity, named name: String, place: SyncPlace, previous: Account?,
    signedIn: RecordClient, server: String
  ) throws -> LibraryStore {
    do {
      return try LibrarySwitch(place: place, handover: handover).library(
        for: identity.userRecordName, named: name,
        lastName: { last in
          previous?.userRecordName == last ? previous?.firstName ?? last : last
        })
    } catch {
      ServerSignOut.end(signedIn.connection, server: server)
      throw error
    }
  }

  /// Shows the sign-in address and waits for the token: on the loopback redirect (the
  /// `--callback` set on the API token, for Apple; else one this server is told of), or
  /// pasted — the token, or the whole address the browser was sent to.
  private func receiveToken(signInURL: String) throws -> String {
    let listener: LoopbackListener
    do throws(LoopbackListener.CallbackFailure) {
      if let callback {
        listener = try LoopbackListener(callback: callback)
      } else {
        listener = try LoopbackListener()
      }
    } catch {
      throw Problem(error.description)
    }
    let separator = signInURL.contains("?") ? "&" : "?"
    let address =
      callback != nil
      ? signInURL : signInURL + separator + "redirect=" + DatabasePath.encoded(listener.callbackURL)
    print(SyncText.openAddress(address))
    print(SyncText.waitingForSignIn())
    fflush(nil)
    if !noBrowser { Browser.open(address) }
    return try QuietInput.whileReading { try waitForToken(from: listener) }
  }

  /// The token from the loopback redirect or a line pasted on standard input, within 10
  /// minutes.
  private func waitForToken(from listener: LoopbackListener) throws -> String {
    var pollStandardInput = true
    let deadline = Date().addingTimeInterval(600)
    while Date() < deadline {
      var descriptors = [pollfd(fd: listener.fileDescriptor, events: Int16(POLLIN), revents: 0)]
      if pollStandardInput {
        descriptors.append(pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0))
      }
      let ready = poll(&descriptors, nfds_t(descriptors.count), 1000)
      guard ready > 0 else { continue }
      if descriptors[0].revents != 0, let token = listener.acceptToken() { return token }
      if pollStandardInput, descriptors[1].revents != 0 {
        guard let line = readLine() else {
          pollStandardInput = false
          continue
        }
        if let token = LoopbackListener.token(pasted: line) {
          // The Enter that ended the pasted line was not echoed either.
          if isatty(STDIN_FILENO) == 1 { print() }
          return token
        }
      }
    }
    throw Problem(SyncText.noSignInArrived())
  }
}

/// Opens an address in the person's browser when the desktop offers a way.
enum Browser {
  static func open(_ address: String) {
    let environment = ProcessInfo.processInfo.environment
    guard environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil else { return }
    let paths = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    guard
      let opener = paths.map({ "\($0)/xdg-open" }).first(where: {
        FileManager.default.isExecutableFile(atPath: $0)
      })
    else { return }
    let child = try? ChildProcess(opener, [address], output: .discarded, error: .discarded)
    child?.reapWhenEnded()
  }
}
