import ArgumentParser
import CloudRecords
import Foundation
import Library
import RecordClient
import Sync

/// `quran login`: signs in to a record server through its sign-in page, as CloudKit's web
/// sign-in works — ask who the user is, get 421 with the sign-in URL, receive the web auth
/// token on a loopback redirect (or pasted), check it, and keep it in a file only the user
/// can read.
struct LoginCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "login", abstract: "Sign in to a record server to sync between devices.",
    discussion: """
      Prints the sign-in address (and opens a browser when one is there). After you sign in,
      the page hands the token back to this command; or paste the token it shows here.
      """)

  @Option(help: "The record server, e.g. http://192.168.1.5:8585.") var server: String?
  @Option(help: "The container's API token (quran-records api-token prints it).")
  var apiToken: String?
  @Option(help: "The container.") var container = DatabasePath.appContainer
  @Option(help: "development or production.") var environment = "development"
  @Flag(help: "Do not open a browser; only print the address.") var noBrowser = false
  @OptionGroup var location: LocationOptions

  func run() throws {
    let place = try SyncPlace(location)
    let previous = try place.account()
    guard let serverText = server ?? previous?.server, let url = URL(string: serverText),
      url.scheme == "http" || url.scheme == "https"
    else {
      throw Problem(
        "Name the record server: quran login --server http://HOST:PORT --api-token HEX.")
    }
    guard let apiToken = apiToken ?? previous?.apiToken, !apiToken.isEmpty else {
      throw Problem(
        "Give the container's API token: --api-token HEX (the server's operator gets it with quran-records api-token)."
      )
    }
    guard let environment = DatabasePath.Environment(rawValue: environment) else {
      throw Problem("The environment is development or production, not \(environment).")
    }
    let client = RecordClient(
      Connection(server: url, container: container, environment: environment, apiToken: apiToken))
    let redirect: String?
    switch Result(catching: { () throws(RecordClientError) in try client.currentUser() }) {
    case .success(let someone):
      throw Problem(
        "The server answered as \(someone.userRecordName) without a sign-in; it is not a record server this reader can use."
      )
    case .failure(.signInNeeded(let url)):
      redirect = url
    case .failure(.authenticationFailed(let reason)):
      throw Problem(
        "The server refused the API token (\(reason)); check --api-token and --container.")
    case .failure(.unreachable(let server, let reason)):
      throw Problem(
        "Could not reach the record server at \(server) (\(reason)); check --server and that the server runs."
      )
    case .failure(let error):
      throw Problem(error.description)
    }
    guard let redirect, !redirect.isEmpty else {
      throw Problem("The server asked for a sign-in but gave no sign-in address.")
    }
    let token = try receiveToken(signInURL: redirect)
    let identity: UserIdentity
    let signedIn = client.signedIn(as: token)
    do {
      identity = try signedIn.currentUser()
    } catch {
      throw Problem("The server did not accept that token (\(error)); run quran login again.")
    }
    let account = Account(
      server: url.absoluteString, container: container, environment: environment.rawValue,
      apiToken: apiToken, webAuthToken: signedIn.connection.webAuthToken,
      userRecordName: identity.userRecordName,
      firstName: identity.firstName, lastName: identity.lastName)
    do { try account.save(to: place.accountPath) } catch { throw Problem(error) }
    let name = identity.firstName ?? identity.userRecordName
    print("Signed in as \(name) at \(url.absoluteString).")
    let library = try place.library()
    let engine = SyncEngine(
      library: library, client: account.client(savingTokensTo: place.accountPath) ?? signedIn,
      user: account.identity)
    // A new sign-in refreshes the profile (lastSignIn) on the first sync.
    try engine.forgetPreparation()
    do {
      let report = try engine.sync()
      print("Synced: \(report.received) received, \(report.sent) sent; \(report.waiting) waiting.")
    } catch {
      print("The first sync did not finish (\(error)); quran sync tries again.")
    }
  }

  /// Shows the sign-in address and waits for the token: on the loopback redirect, or pasted.
  private func receiveToken(signInURL: String) throws -> String {
    let listener: LoopbackListener
    do { listener = try LoopbackListener() } catch { throw Problem(error.description) }
    let separator = signInURL.contains("?") ? "&" : "?"
    let address =
      signInURL + separator + "redirect=" + Connection.encoded(listener.callbackURL)
    print("Open this address in a browser and sign in:\n\n  \(address)\n")
    print("Waiting for the sign-in… (or paste the token the page shows, then Enter)")
    fflush(nil)
    if !noBrowser { Browser.open(address) }
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
        let token = line.trimmingCharacters(in: .whitespacesAndNewlines)
        if !token.isEmpty { return token }
      }
    }
    throw Problem("No sign-in arrived within 10 minutes; run quran login again.")
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
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup(opener), strdup(address), nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    if posix_spawn(&pid, opener, &actions, nil, argv, environ) == 0 {
      // Reaped in the background so it leaves no zombie.
      let child = pid
      DispatchQueue.global().async {
        var status: Int32 = 0
        waitpid(child, &status, 0)
      }
    }
  }
}

/// `quran account delete`: removes the account and every record of it from the server.
struct AccountCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "account", abstract: "Manage the record server account.",
    subcommands: [Delete.self])

  struct Delete: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Delete your account and all its records from the server (this device keeps its data)."
    )
    @Flag(help: "Do not ask; delete.") var yes = false
    @OptionGroup var location: LocationOptions

    func run() throws {
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
}
