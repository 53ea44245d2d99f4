// `quran login` as another person than the one a library last synced with (issue 59): the
// question and each answer on a real terminal, the end of input, no terminal, `--library`, and
// the way back to the first person's library — through the real `quran` and `quran-records`.
import CloudRecords
import DataFolder
import Foundation
import Library
import RecordClient
import Sync
import TestSupport
import Testing

@Suite(.serialized) struct LoginAsAnotherPersonTests {
  @Test func noAnswerChangesNothingAndEndsTheNewSignIn() throws {
    let world = try SyncWorld()
    let bob = try world.person("bob")
    let home = try alicesHome(world)
    let before = try home.withLibrary { try $0.snapshot() }
    let account = try Account.load(from: home.accountPath)

    // Not a terminal: no answer.
    let piped = try world.token(for: bob)
    let refused = try home.quran(home.login(world), input: piped + "\n")
    #expect(refused.status == 1, "\(refused.output)")
    #expect(refused.error.contains("Nothing changed"), "\(refused.error)")
    #expect(refused.error.contains("--library keep"), "\(refused.error)")
    #expect(try world.signInEnded(piped))

    // A terminal, and the end of input (Ctrl-D) for an answer.
    let typed = try world.token(for: bob)
    let tmux = try home.terminalLogin(world, token: typed)
    let question = try tmux.waitFor("or c to cancel:")
    #expect(question.contains("last synced as reader and holds 1 note, 2 favorites"), "\(question)")
    #expect(question.contains("and 1 change waiting: type a to keep it for bob"), "\(question)")
    try tmux.send("C-d")
    let screen = try tmux.waitFor("[exit 1]")
    #expect(screen.contains("Nothing changed"), "\(screen)")
    #expect(try world.signInEnded(typed))

    #expect(try Account.load(from: home.accountPath) == account)
    try home.withLibrary { library throws in
      #expect(try library.snapshot() == before)
      #expect(try library.pendingChangeCount() == 1)
      #expect(try SyncEngine.lastUser(of: library) == world.userRecordName)
    }
    #expect(!FileManager.default.fileExists(atPath: home.directory + "/libraries"))
  }

  @Test func keepingTheLibrarySendsItToTheNewAccount() throws {
    let world = try SyncWorld()
    let bob = try world.person("bob")
    let bobsHome = try SwitchingHome(world, "bob")
    try bobsHome.withLibrary { _ = try $0.addNote(on: ayah("3:3"), text: "bob's note") }
    try bobsHome.signInAndSync(as: bob)
    let home = try alicesHome(world)

    let tmux = try home.terminalLogin(world, token: try world.token(for: bob))
    try tmux.waitFor("or c to cancel:")
    try tmux.type("a")  // one key, no Enter (issue 74)
    let screen = try tmux.waitFor("[exit 0]")
    #expect(screen.contains("Synced: 1 received"), "\(screen)")
    try home.withLibrary { library throws in
      #expect(try SyncEngine.lastUser(of: library) == bob.recordName)
      #expect(try library.snapshot().favorites == ["1:1", "2:255"])
      #expect(try library.notes().map(\.text).sorted() == ["alice's note", "bob's note"])
    }
    try bobsHome.sync(as: bob)
    #expect(try bobsHome.withLibrary { try $0.snapshot().favorites } == ["1:1", "2:255"])
  }

  @Test func settingAsideStartsEmptyAndSigningInAgainBringsTheLibraryBack() throws {
    let world = try SyncWorld()
    let alice = Person(name: world.user, recordName: world.userRecordName)
    let bob = try world.person("bob")
    let bobsHome = try SwitchingHome(world, "bob")
    try bobsHome.withLibrary { _ = try $0.addNote(on: ayah("3:3"), text: "bob's note") }
    try bobsHome.signInAndSync(as: bob)
    let home = try alicesHome(world)
    let alicesLibrary = try home.withLibrary { try $0.snapshot() }

    let tmux = try home.terminalLogin(world, token: try world.token(for: bob))
    try tmux.waitFor("or c to cancel:")
    try tmux.type("b")
    try tmux.send("Enter")
    let screen = try tmux.waitFor("[exit 0]")
    #expect(screen.contains("reader's library is set aside as"), "\(screen)")
    let kept = home.directory + "/libraries/\(alice.recordName).sqlite"
    let export = home.directory + "/libraries/\(alice.recordName).json"
    #expect(FileManager.default.fileExists(atPath: kept))
    try home.withLibrary { library throws in
      #expect(try SyncEngine.lastUser(of: library) == bob.recordName)
      #expect(try library.favorites().isEmpty)
      #expect(try library.notes().map(\.text) == ["bob's note"])
      _ = try library.setFavorite(ayah("4:4"), true)  // bob's change, waiting
    }
    try bobsHome.sync(as: bob)
    #expect(try bobsHome.withLibrary { try $0.snapshot().favorites }.isEmpty)
    // The export beside the kept library is what `quran import` takes.
    let imported = try QuranProcess.run(
      ["import", "--dry-run", export], home: Fixtures.makeTemporaryDirectory("import"))
    #expect(imported.status == 0, "\(imported.error)")

    // While another program holds the library open, nothing is moved.
    let held = try LibraryStore(path: home.libraryPath)
    let busy = try home.quran(
      home.login(world) + ["--library", "aside"], input: try world.token(for: alice) + "\n")
    #expect(busy.status == 1)
    #expect(busy.error.contains("is open in another program"), "\(busy.error)")
    try held.close()

    // Back to the first person, with the flag: her library as it was, her change waiting sent.
    let back = try home.quran(
      home.login(world) + ["--library", "aside"], input: try world.token(for: alice) + "\n")
    #expect(back.status == 0, "\(back.error)")
    #expect(back.output.contains("is back in use"), "\(back.output)")
    #expect(back.output.contains("Synced: 0 received, 1 sent"), "\(back.output)")
    try home.withLibrary { library throws in
      #expect(try library.snapshot() == alicesLibrary)
      #expect(try SyncEngine.lastUser(of: library) == alice.recordName)
    }
    #expect(!FileManager.default.fileExists(atPath: kept))
    #expect(!FileManager.default.fileExists(atPath: export))
    #expect(
      FileManager.default.fileExists(atPath: home.directory + "/libraries/\(bob.recordName).sqlite")
    )
  }

  /// Issue 71: the trash is its person's. chau deletes her only note, syncs and signs out;
  /// binh's `quran login` asks, naming the trash, and takes nothing without an answer; set
  /// aside, the trash goes with chau's library and comes back with it.
  @Test func anotherPersonsLoginAsksAboutTheTrashWhichGoesAsideWithTheLibrary() throws {
    let world = try SyncWorld()
    let chau = Person(name: world.user, recordName: world.userRecordName)
    let binh = try world.person("binh")
    let home = try SwitchingHome(world, "chau")
    let note = try home.withLibrary { try $0.addNote(on: ayah("1:1"), text: "bí mật của chau") }
    try home.signInAndSync(as: chau)
    try home.withLibrary { _ = try $0.deleteNote(note.id) }
    try home.sync(as: chau)
    #expect(try home.quran(["logout"]).status == 0)

    let refused = try home.quran(home.login(world), input: try world.token(for: binh) + "\n")
    #expect(refused.status == 1, "\(refused.output)")
    #expect(refused.error.contains("Nothing changed"), "\(refused.error)")
    #expect(try home.quran(["--lang", "en", "trash"]).output.contains("bí mật của chau"))

    let tmux = try home.terminalLogin(world, token: try world.token(for: binh))
    let question = try tmux.waitFor("or c to cancel:")
    #expect(question.contains("1 deleted item in its trash"), "\(question)")
    try tmux.type("b")
    try tmux.send("Enter")
    try tmux.waitFor("[exit 0]")
    let binhsTrash = try home.quran(["--lang", "en", "trash"])
    #expect(!binhsTrash.output.contains("bí mật"), "\(binhsTrash.output)")
    #expect(binhsTrash.output.contains("The trash is empty"), "\(binhsTrash.output)")

    let back = try home.quran(
      home.login(world) + ["--library", "aside"], input: try world.token(for: chau) + "\n")
    #expect(back.status == 0, "\(back.error)")
    #expect(try home.quran(["--lang", "en", "trash"]).output.contains("bí mật của chau"))
  }

  /// A home synced as the world's user (alice's part: "reader"): a note and a favorite on the
  /// server, and a favorite waiting to be sent.
  private func alicesHome(_ world: SyncWorld) throws -> SwitchingHome {
    let home = try SwitchingHome(world, "alice")
    try home.withLibrary { library throws in
      _ = try library.setFavorite(ayah("2:255"), true)
      _ = try library.addNote(on: ayah("2:255"), text: "alice's note")
    }
    try home.signInAndSync(as: Person(name: world.user, recordName: world.userRecordName))
    try home.withLibrary { _ = try $0.setFavorite(ayah("1:1"), true) }
    return home
  }
}

/// A user of the world's server.
struct Person {
  let name: String
  let recordName: String
}

extension SyncWorld {
  /// A second user, with the world's password.
  func person(_ name: String) throws -> Person {
    Person(name: name, recordName: try server.addUser(name, password: password))
  }

  /// A new sign-in of `person`'s, as the sign-in page hands it out.
  func token(for person: Person) throws -> String {
    try server.signIn(person.name, password: password, apiToken: apiToken)
  }

  /// Whether the server no longer takes `token`: its sign-in was ended.
  func signInEnded(_ token: String) throws -> Bool {
    do {
      _ = try RecordClient(connection(token: token)).send(Endpoints.currentUser)
      return false
    } catch .signInNeeded(_) {
      return true
    }
  }
}

/// A home whose library the test holds open only while it reads or writes it: `quran login`
/// moves the file, and refuses while another program has it open.
struct SwitchingHome {
  let directory: String
  let world: SyncWorld

  init(_ world: SyncWorld, _ name: String) throws {
    self.world = world
    directory = Fixtures.makeTemporaryDirectory("home-\(name)")
  }

  var libraryPath: String { directory + "/library.sqlite" }
  var accountPath: String { directory + "/account.json" }

  /// Opens the library for `body`, and closes it after.
  func withLibrary<T>(_ body: (LibraryStore) throws -> T) throws -> T {
    let library = try LibraryStore(path: libraryPath)
    defer { try? library.close() }
    return try body(library)
  }

  /// Writes the account file as `quran login` does, signed in as `person`, and syncs.
  func signInAndSync(as person: Person) throws {
    try Account(
      server: world.baseURL.absoluteString, container: DatabasePath.appContainer,
      environment: "development", apiToken: world.apiToken,
      webAuthToken: try world.token(for: person), userRecordName: person.recordName,
      firstName: person.name
    ).save(to: accountPath)
    try sync(as: person)
  }

  /// One whole sync through the engine, as the account file's user.
  func sync(as person: Person) throws {
    try withLibrary { library throws in
      let account = try #require(try Account.load(from: accountPath))
      let client = try #require(account.client(savingTokensTo: accountPath))
      _ = try SyncEngine(library: library, records: RemoteRecords(client), user: account.identity)
        .sync()
    }
  }

  /// `quran login`'s arguments for the world's server.
  func login(_ world: SyncWorld) -> [String] {
    [
      "login", "--server", world.baseURL.absoluteString, "--api-token", world.apiToken,
      "--no-browser",
    ]
  }

  /// Runs the real `quran` with this home.
  func quran(_ arguments: [String], input: String? = nil) throws -> Subprocess.Result {
    try QuranProcess.run(arguments, home: directory, input: input)
  }

  /// `quran login` on a terminal of its own, `token` typed in once it waits for it.
  func terminalLogin(_ world: SyncWorld, token: String) throws -> TmuxSession {
    let tmux = try TmuxSession(
      command: ([QuranProcess.executable] + login(world)).joined(separator: " "),
      width: 500, height: 40,
      environment: [
        "LANG": "C.UTF-8", "TERM": "xterm-256color", "QURAN_VI_HOME": directory,
        "QURAN_VI_DATA": Fixtures.dataDirectory,
      ])
    try tmux.waitFor("Waiting for the sign-in")
    try tmux.type(token)
    try tmux.send("Enter")
    return tmux
  }
}
