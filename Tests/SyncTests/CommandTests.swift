// The sync commands as a person runs them: login through the loopback redirect or a pasted
// token, status, logout, sync --watch, account delete.
import CloudRecords
import DataFolder
import Foundation
import Library
import RecordClient
import Sync
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite(.serialized) struct CommandTests {
  @Test func aTokenPastedIntoATerminalIsNotShownAndEchoComesBack() throws {
    let world = try SyncWorld()
    let device = try world.device("terminal", signedIn: false)
    let token = try world.server.signIn(
      world.user, password: world.password, apiToken: world.apiToken)
    let tmux = try TmuxSession(
      command:
        "\(QuranProcess.executable) login --server \(world.server.baseURL.absoluteString) --api-token \(world.apiToken) --no-browser",
      width: 200, height: 40,
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_HOME": device.directory,
        "QURAN_VI_DATA": Fixtures.dataDirectory,
      ])
    try tmux.waitFor("Waiting for the sign-in")
    try tmux.type(token)
    try tmux.send("Enter")
    try tmux.waitFor("[exit 0]")
    let screen = try tmux.screen()
    #expect(screen.contains("Signed in as reader"), "\(screen)")
    #expect(!screen.contains(String(token.prefix(24))), "the pasted token is not echoed")
    #expect(screen.contains(" echo ") && !screen.contains("-echo "), "echo is back: \(screen)")
    world.server.kill()
  }

  @Test func loginWithAPastedTokenThenStatusAndLogout() throws {
    let world = try SyncWorld()
    let device = try world.device("paste", signedIn: false)
    try device.library.setFavorite(ayah("2:255"), true)
    let token = try world.server.signIn(
      world.user, password: world.password, apiToken: world.apiToken)
    let login = try device.quran(
      [
        "login", "--server", world.server.baseURL.absoluteString, "--api-token", world.apiToken,
        "--no-browser",
      ], input: token + "\n")
    #expect(login.status == 0, "\(login.error)")
    #expect(login.output.contains("/signin?"), "\(login.output)")
    #expect(login.output.contains("redirect=http%3A%2F%2F127.0.0.1%3A"))
    #expect(login.output.contains("Signed in as reader"))
    let attributes = try FileManager.default.attributesOfItem(atPath: device.accountPath)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    let account = try #require(try Account.load(from: device.accountPath))
    // The pasted token, or the newest the server handed since when tokens rotate.
    #expect((account.webAuthToken == token) != SyncWorld.rotatingTokens)
    #expect(account.userRecordName == world.userRecordName)
    #expect(try device.library.pendingChangeCount() == 0)  // the first sync ran

    let status = try device.quran(["status"])
    #expect(status.output.contains("Signed in as reader"), "\(status.output)")
    #expect(status.output.contains(world.server.baseURL.absoluteString))
    #expect(status.output.contains("Changes waiting: 0."))

    try device.library.setFavorite(ayah("2:256"), true)
    let signedIn = try #require(try Account.load(from: device.accountPath)?.webAuthToken)
    let logout = try device.quran(["logout"])
    #expect(
      logout.output.contains("Changes waiting for the next quran login: 1."), "\(logout.output)")
    #expect(!logout.output.contains("could not be told"), "\(logout.output)")
    #expect(try Account.load(from: device.accountPath)?.webAuthToken == nil)
    // The server was told: the sign-in ended there too.
    #expect {
      try RecordClient(world.connection(token: signedIn)).send(Endpoints.currentUser)
    } throws: { error in
      guard case RecordClientError.signInNeeded = error else { return false }
      return true
    }
    let refused = try device.quran(["sync"])
    #expect(refused.status == 1)
    #expect(refused.error.contains("quran login"))
    #expect(try device.library.pendingChangeCount() == 1)
  }

  @Test func statusSaysTheServerEndedTheSignInUntilTheNextLogin() throws {
    let world = try SyncWorld()
    let device = try world.device("ended")
    #expect(try device.quran(["status"]).output.contains("Signed in as reader"))
    _ = try world.server.command(["user", "signout", world.user])
    let refused = try device.quran(["sync"])
    #expect(refused.status == 1)
    let status = try device.quran(["status"])
    #expect(
      status.output.hasPrefix(
        "Sign-in of reader (\(world.userRecordName)) ended by the server at "),
      "\(status.output)")
    #expect(!status.output.contains("Signed in as"), "\(status.output)")

    let token = try world.server.signIn(
      world.user, password: world.password, apiToken: world.apiToken)
    let login = try device.quran(
      [
        "login", "--server", world.server.baseURL.absoluteString, "--api-token", world.apiToken,
        "--no-browser",
      ], input: token + "\n")
    #expect(login.status == 0, "\(login.error)")
    let again = try device.quran(["status"])
    #expect(again.output.contains("Signed in as reader"), "\(again.output)")
    world.server.kill()
  }

  @Test func loginReceivesTheTokenOnTheLoopbackRedirect() throws {
    let world = try SyncWorld()
    let device = try world.device("browser", signedIn: false)
    var environment = ProcessInfo.processInfo.environment
    environment["QURAN_VI_HOME"] = device.directory
    environment["QURAN_VI_DATA"] = Fixtures.dataDirectory
    let child = try Child(
      QuranProcess.executable,
      [
        "login", "--server", world.server.baseURL.absoluteString, "--api-token", world.apiToken,
        "--no-browser",
      ], environment: environment)
    defer {
      child.signal(SIGKILL)
      child.wait()
    }
    var address: String?
    _ = Waiting.until(20) {
      address = child.output.split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }.first { $0.hasPrefix("http") }
      return address != nil
    }
    let signInAddress = try #require(address, "no sign-in address: \(child.output) \(child.error)")
    let redirect = try #require(
      URLComponents(string: signInAddress)?.queryItems?.first { $0.name == "redirect" }?.value)
    #expect(redirect.hasPrefix("http://127.0.0.1:") && redirect.contains("/callback/"))
    // What the browser does: post the form, follow the 303 to the loopback address.
    var post = URLRequest(url: world.server.baseURL.appendingPathComponent("signin"))
    post.httpMethod = "POST"
    post.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    post.httpBody = Data(
      HTTP.formEncoded([
        "user": world.user, "password": world.password, "ckAPIToken": world.apiToken,
        "redirect": redirect,
      ]).utf8)
    let answer = try HTTP.send(post)
    #expect(answer.status == 303, "\(answer.text)")
    let location = try #require(answer.header("Location"))
    let page = try HTTP.send(URLRequest(url: URL(string: location)!))
    #expect(page.text.contains("you can close this tab"))
    #expect(Waiting.until(20) { !child.isRunning })
    #expect(child.output.contains("Signed in as reader"), "\(child.output) \(child.error)")
    #expect(try Account.load(from: device.accountPath)?.userRecordName == world.userRecordName)
  }

  /// Apple sends the browser to the callback set on the API token: `--callback` listens
  /// there (no `redirect` is asked of the server), and the token arrives percent-encoded.
  @Test func loginListensOnTheCallbackSetOnTheAPIToken() throws {
    let world = try SyncWorld()
    let device = try world.device("callback", signedIn: false)
    let port = try LoopbackListener().port  // free a moment ago; closed again here
    let child = try Child.quran(
      [
        "login", "--server", world.server.baseURL.absoluteString, "--api-token", world.apiToken,
        "--callback", "http://127.0.0.1:\(port)/ckcallback", "--no-browser",
      ], home: device.directory)
    defer {
      child.signal(SIGKILL)
      child.wait()
    }
    #expect(
      Waiting.until(20) { child.output.contains("/signin?") }, "\(child.output) \(child.error)")
    #expect(!child.output.contains("redirect="))
    let token = try world.server.signIn(
      world.user, password: world.password, apiToken: world.apiToken)
    let wrongPath = try HTTP.send(
      URLRequest(url: URL(string: "http://127.0.0.1:\(port)/other?ckWebAuthToken=x")!))
    #expect(wrongPath.status == 404)
    let page = try HTTP.send(
      URLRequest(
        url: URL(
          string:
            "http://127.0.0.1:\(port)/ckcallback?ckWebAuthToken=\(DatabasePath.encoded(token))")!
      ))
    #expect(page.text.contains("you can close this tab"))
    #expect(Waiting.until(20) { !child.isRunning })
    #expect(child.output.contains("Signed in as reader"), "\(child.output) \(child.error)")
    #expect(try Account.load(from: device.accountPath)?.userRecordName == world.userRecordName)
  }

  @Test func aPastedRedirectAddressOrTokenIsPercentDecoded() {
    #expect(
      LoopbackListener.token(
        pasted: "  http://127.0.0.1:8590/cb?ckWebAuthToken=ab%2Bc%2Fd%3D%3D_1&ckSession=x \n")
        == "ab+c/d==_1")
    #expect(LoopbackListener.token(pasted: "ab%2Bc%2Fd%3D_2") == "ab+c/d=_2")
    #expect(LoopbackListener.token(pasted: "plain+token") == "plain+token")
    #expect(LoopbackListener.token(pasted: "   ") == nil)
  }

  @Test func aCallbackElsewhereThanThisComputerIsRefusedWithASentence() {
    #expect(throws: LoopbackListener.CallbackFailure.self) {
      try LoopbackListener(callback: "https://example.org/callback")
    }
    do {
      _ = try LoopbackListener(callback: "http://192.168.1.5:8590/cb")
    } catch {
      #expect(error.description.contains("not an address on this computer"))
    }
  }

  @Test func watchAppliesAnotherDevicesChangeWithinASecondAndStopsOnControlC() throws {
    let world = try SyncWorld(serverArguments: ["--metrics-address", "127.0.0.1:0"])
    let a = try world.device("a")
    let b = try world.device("b")
    try a.sync()
    try b.sync()
    let watch = try Child.quran(["sync", "--watch"], home: b.directory)
    #expect(Waiting.until(10) { watch.output.contains("synced") }, "\(watch.output)")
    // The watcher is waiting for the next change on the server.
    #expect(world.server.waitForLongPolls(1), "\(watch.output)")
    try a.library.setFavorite(ayah("55:13"), true)
    let start = Date()
    try a.sync()
    let arrived = try Waiting.until(5) { try b.library.isFavorite(ayah("55:13")) }
    let elapsed = Date().timeIntervalSince(start)
    #expect(arrived)
    // The figure (≤ 1 s) is quran-bench sync's, on a quiet machine; here: promptly.
    #expect(elapsed < 3.0, "took \(elapsed) s")
    // A change made on b while it watches goes out by itself.
    try b.library.addNote(on: ayah("55:13"), text: "từ máy b")
    #expect(try Waiting.until(5) { try b.library.pendingChangeCount() == 0 })
    try a.sync()
    #expect(try a.library.notes().map(\.text) == ["từ máy b"])
    let stopping = Date()
    watch.signal(SIGINT)
    #expect(watch.wait() == 0)
    #expect(Date().timeIntervalSince(stopping) < 2, "Ctrl-C took too long")
    // The server's graceful stop waits for long-polls a client gave up; no need to wait here.
    world.server.kill()
    #expect(watch.output.contains("Stopped watching"))
  }

  /// A watch whose sign-in the server ended stops, says to sign in again and fails: the
  /// watcher's last news said so (its state, not the words of its line).
  @Test func watchStopsAndSaysToSignInWhenTheServerEndedTheSignIn() throws {
    let world = try SyncWorld(serverArguments: ["--metrics-address", "127.0.0.1:0"])
    let b = try world.device("b")
    try b.sync()
    let watch = try Child.quran(["sync", "--watch"], home: b.directory)
    #expect(world.server.waitForLongPolls(1), "\(watch.output)")
    _ = try world.server.command(["user", "signout", world.user])
    var status: Int32?
    let stopped = Waiting.until(20) {
      status = watch.process.ended()
      return status != nil
    }
    if !stopped { watch.signal(SIGKILL) }
    #expect(stopped, "\(watch.output)")
    #expect((status ?? watch.wait()) == 1, "\(watch.output)")
    world.server.kill()
    #expect(watch.error.contains("sign in again (quran login)"), "\(watch.error)")
    #expect(!watch.output.contains("Stopped watching"), "\(watch.output)")
  }

  @Test func accountDeleteAsksFirstThenRemovesTheAccountFromTheServer() throws {
    let world = try SyncWorld()
    let a = try world.device("a")
    try a.library.setFavorite(ayah("1:1"), true)
    try a.sync()
    let refused = try a.quran(["account", "delete"], input: "someone else\n")
    #expect(refused.status == 1)
    #expect(refused.error.contains("Nothing was deleted"))
    let result = try a.quran(["account", "delete", "--yes"])
    #expect(result.status == 0, "\(result.error)")
    // The account is gone from the server: its password signs nobody in any more.
    #expect(throws: (any Error).self) { try world.device("b") }
    // What this computer holds stays.
    #expect(try a.library.isFavorite(ayah("1:1")))
  }
}

@Suite struct ClientTests {
  @Test func tokensArePercentEncodedInTheURL() {
    let connection = Connection(
      server: URL(string: "http://127.0.0.1:8585/")!, apiToken: "ab+c/d=",
      webAuthToken: "x+y/z==_1")
    let url = connection.url(.modifyRecords, database: .private).absoluteString
    #expect(
      url
        == "http://127.0.0.1:8585/database/1/iCloud.donald.kvietnamisht/development/private/records/modify?ckAPIToken=ab%2Bc%2Fd%3D&ckWebAuthToken=x%2By%2Fz%3D%3D_1"
    )
  }

  @Test func aBatchTooLargeForTheServerIsSplitInHalves() throws {
    let world = try SyncWorld()
    let device = try world.device("a")
    let engine = try device.engine
    try engine.sync()
    let user = world.userRecordName
    let operations = (1...450).map { n in
      ModifyRecordsRequest.Operation(
        .forceReplace,
        Record(
          recordName: "setting-\(user)-bulk\(n)", recordType: "AppSettings",
          fields: [
            "settingKey": .string("bulk\(n)"), "settingValue": .string("\(n)"),
            "lastModifiedAt": .timestamp(1), "ownerRecordName": .string(user),
          ]))
    }
    let answer = try engine.records.send(
      Endpoints.modifyRecords,
      ModifyRecordsRequest(
        operations: operations, zoneID: .defaultZone, atomic: false))
    #expect(answer.records.count == 450)
    #expect(answer.records.allSatisfy { $0.record != nil })
  }

  @Test func theLoopbackListenerTakesTheTokenFromTheCallback() throws {
    let listener = try LoopbackListener()
    let address = listener.callbackURL + "?ckWebAuthToken=abc_123"
    let thread = Thread { _ = try? HTTP.send(URLRequest(url: URL(string: address)!)) }
    thread.start()
    #expect(listener.acceptToken() == "abc_123")
  }

  @Test func theLoopbackListenerRefusesATokenWithoutItsSecret() throws {
    let listener = try LoopbackListener()
    let guessed = "http://127.0.0.1:\(listener.port)/callback?ckWebAuthToken=someone_elses"
    let thread = Thread { _ = try? HTTP.send(URLRequest(url: URL(string: guessed)!)) }
    thread.start()
    #expect(listener.acceptToken() == nil)
  }
}
