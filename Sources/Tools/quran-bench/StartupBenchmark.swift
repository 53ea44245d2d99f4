import ChildProcess
import Clocks
import DataFolder
import Foundation
import Library
import QuranText

/// How `quran` starts against the floors of this machine, measured in
/// the same run, round by round, so a busy moment slows both alike. The floors are built
/// here: a Swift + Foundation hello-world (swiftc -O) and a minimal C ncurses program (cc).
/// The release `quran` links the Swift runtime statically (Package.swift), so the same
/// hello-world linked that way is timed too, for scale. And the line mode
/// (`quran --linear`, its input `q`) to its first ayah, beside `quran read 2:255`.
///
/// `quran` is timed as a package installs it: copied. The very file the linker wrote in
/// `.build` is slower to a first frame than copies of it; no person runs that file.
func benchmarkStartup() throws {
  let floors = try Floors(directory: workspace + "/floors")
  let quran = try installedCopy()
  _ = try preparedCorpus()
  let resumed = Home(directory: workspace + "/resumed")
  try resumed.create()
  try FileManager.default.copyItem(atPath: home.corpusPath, toPath: resumed.corpusPath)
  let library = try LibraryStore(path: resumed.libraryPath)
  var settings = try library.settings()
  settings.lastPosition = try AyahID(surah: 2, ayah: 255)
  try library.save(settings)

  let fetched = try fetchedHome()

  func environment(_ home: Home, data: Bool = true) -> [String: String] {
    var environment = [
      "QURAN_VI_HOME": home.directory, "LANG": "C.UTF-8", "TERM": "xterm-256color",
      "QURAN_VI_EXIT_AFTER_FIRST_FRAME": "1", "QURAN_VI_NO_CHECKOUT_TEXT": "1",
    ]
    if data { environment["QURAN_VI_DATA"] = source.directory }
    return environment
  }
  func inTerminal(_ program: String, _ home: Home) -> Double {
    let outcome = Spawned.runInTerminal(
      program, [], environment: environment(home), width: 120, height: 40
    ) { _, _ in }
    precondition(outcome.status == 0, "\(program) failed in a terminal")
    return outcome.milliseconds
  }
  // The line mode reads its commands from standard input: `q`, once its first
  // ayah is printed.
  let quitLine = workspace + "/quit-line"
  try Data("q\n".utf8).write(to: URL(fileURLWithPath: quitLine))
  func whole(
    _ program: String, _ arguments: [String], in home: Home = home, data: Bool = true,
    input: ChildProcess.Stream = .inherited
  ) -> Double {
    let outcome = Spawned.run(
      program, arguments, environment: environment(home, data: data), input: input)
    precondition(outcome.status == 0, "\(program) \(arguments) failed")
    return outcome.milliseconds
  }

  // The tmux harness: a tmux server kept running; each round opens a session running the
  // program and waits for the signal the shell sends when the program has drawn and quit.
  let tmux = TmuxHarness(socket: workspace + "/tmux.socket")
  defer { tmux.stop() }
  func inTmux(_ program: String, _ home: Home) -> Double {
    tmux.run(program, environment: environment(home))
  }

  var timings = [String: Timings]()
  let rounds = 20
  for _ in 0..<rounds {
    timings["ncurses tmux", default: .init()].add(inTmux(floors.ncursesHello, home))
    timings["hello tmux", default: .init()].add(inTmux(floors.swiftHello, home))
    timings["tui tmux 1:1", default: .init()].add(inTmux(quran, home))
    timings["tui tmux 2:255", default: .init()].add(inTmux(quran, resumed))
    timings["hello", default: .init()].add(whole(floors.swiftHello, []))
    timings["hello static", default: .init()].add(whole(floors.staticSwiftHello, []))
    timings["read", default: .init()].add(whole(quran, ["read", "2:255"]))
    timings["read library", default: .init()].add(whole(quran, ["read", "2:255"], in: resumed))
    timings["linear", default: .init()].add(
      whole(quran, ["--linear"], in: resumed, input: .reading(quitLine)))
    timings["read --data", default: .init()].add(
      whole(quran, ["--data", source.directory, "read", "2:255"], data: false))
    timings["read fetched", default: .init()].add(
      whole(quran, ["read", "2:255"], in: fetched, data: false))
    timings["search", default: .init()].add(whole(quran, ["search", "dang toi cao"]))
    timings["help", default: .init()].add(whole(quran, ["--help"]))
    timings["ncurses", default: .init()].add(inTerminal(floors.ncursesHello, home))
    timings["tui 1:1", default: .init()].add(inTerminal(quran, home))
    timings["tui 2:255", default: .init()].add(inTerminal(quran, resumed))
  }
  reportStartup(timings.mapValues(\.median), rounds: rounds)
}

/// A home whose text `quran data fetch` kept in it (`text/`, the files side by side), its
/// corpus built from there, and no library: the path of a person who fetched the text.
private func fetchedHome() throws -> Home {
  let fetched = Home(directory: workspace + "/fetched")
  try fetched.create()
  try FileManager.default.createDirectory(
    atPath: fetched.ownTextDirectory, withIntermediateDirectories: true)
  for file in PinnedText.files {
    let from = source.path(of: file)
    guard FileManager.default.fileExists(atPath: from) else { continue }
    try FileManager.default.copyItem(
      atPath: from, toPath: fetched.ownTextDirectory + "/" + file.fileName)
  }
  _ = try Corpus.open(
    at: fetched.corpusPath,
    source: CorpusSource(directory: fetched.ownTextDirectory, origin: .fetched))
  return fetched
}

/// A copy of `quran` in the workspace, as `install.sh` or dpkg writes it; its path.
private func installedCopy() throws -> String {
  let folder = workspace + "/installed"
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  try FileManager.default.copyItem(atPath: quran, toPath: folder + "/quran")
  return folder + "/quran"
}

/// Each start-up against its floor, from the medians of `rounds` rounds.
private func reportStartup(_ median: [String: Double], rounds: Int) {
  func ratio(_ name: String, _ what: String, over floor: String, bound: Double?) {
    let value = median[name]! / median[floor]!
    report(
      "\(what) (\(Timings.format(median[name]!)) / \(Timings.format(median[floor]!)))",
      String(format: "%.2f×", value), bound: bound.map { "≤ \($0)×" } ?? "—",
      ok: bound.map { value <= $0 } ?? true)
  }
  print("Medians of \(rounds) rounds; floors: Swift hello-world, C ncurses hello-world.")
  // The bounds are against the Swift + Foundation hello-world (dynamically linked, as
  // `swiftc -O` builds it), not the static one.
  // Every documented path as quick as the others, ≤ 1.2× the floor.
  ratio(
    "read", "quran read 2:255, $QURAN_VI_DATA, no library / Swift hello-world", over: "hello",
    bound: 1.2)
  ratio(
    "read library", "quran read 2:255, $QURAN_VI_DATA, a library / Swift hello-world",
    over: "hello", bound: 1.2)
  ratio(
    "read --data", "quran --data DIR read 2:255, no library / Swift hello-world", over: "hello",
    bound: 1.2)
  ratio(
    "read fetched", "quran read 2:255, text fetched, no library / Swift hello-world",
    over: "hello", bound: 1.2)
  // The line mode to its first ayah (and `q`) as quick as printing it.
  ratio(
    "linear", "quran --linear to its first ayah, 2:255, a library / quran read 2:255, a library",
    over: "read library", bound: 1.2)
  ratio("search", "quran search \"dang toi cao\" / Swift hello-world", over: "hello", bound: 2.5)
  ratio("help", "quran --help / Swift hello-world", over: "hello", bound: nil)
  // The first frame's bound is 1.5× the Swift hello-world, on a bare terminal and in tmux
  // alike; against C ncurses it is printed for scale.
  ratio(
    "tui tmux 1:1", "in tmux: TUI first frame on 1:1 / Swift hello-world in tmux",
    over: "hello tmux", bound: 1.5)
  ratio(
    "tui tmux 2:255", "in tmux: TUI first frame on 2:255 / Swift hello-world in tmux",
    over: "hello tmux", bound: 1.5)
  ratio("tui 1:1", "TUI first frame on 1:1 / C ncurses (for scale)", over: "ncurses", bound: nil)
  ratio(
    "tui 2:255", "TUI first frame on 2:255 / C ncurses (for scale)", over: "ncurses", bound: nil)
  ratio(
    "tui tmux 1:1", "in tmux: TUI first frame on 1:1 / C ncurses (for scale)",
    over: "ncurses tmux", bound: nil)
  ratio(
    "tui tmux 2:255", "in tmux: TUI first frame on 2:255 / C ncurses (for scale)",
    over: "ncurses tmux", bound: nil)
  ratio(
    "ncurses", "C ncurses in the pty / Swift hello-world (for scale)", over: "hello", bound: nil)
  ratio("tui 1:1", "TUI first frame on 1:1 / Swift hello-world", over: "hello", bound: 1.5)
  ratio("tui 2:255", "TUI first frame on 2:255 / Swift hello-world", over: "hello", bound: 1.5)
  ratio(
    "hello static", "Swift hello-world, static stdlib / Swift hello-world (for scale)",
    over: "hello", bound: nil)
  ratio(
    "read", "quran read 2:255 / Swift hello-world, static stdlib (for scale)",
    over: "hello static", bound: nil)
}

/// A tmux server for the start-up benchmark's rounds.
struct TmuxHarness {
  let socket: String

  init(socket: String) {
    self.socket = socket
    _ = Spawned.run(
      "/usr/bin/env", ["tmux", "-S", socket, "new-session", "-d", "-s", "keep", "sleep 3600"],
      environment: ProcessInfo.processInfo.environment)
  }

  /// Milliseconds from asking tmux for a new session running `program` to the program's end
  /// (it quits after its first frame).
  func run(_ program: String, environment: [String: String]) -> Double {
    let channel = "drawn-\(UUID().uuidString.prefix(8))"
    let settings = environment.map { "\($0.key)='\($0.value)'" }.sorted().joined(separator: " ")
    let command = "env \(settings) \(program); tmux -S \(socket) wait-for -S \(channel)"
    let start = Date()
    let opened = Spawned.run(
      "/usr/bin/env",
      ["tmux", "-S", socket, "new-session", "-d", "-x", "120", "-y", "40", command],
      environment: ProcessInfo.processInfo.environment)
    precondition(opened.status == 0, "tmux could not open a session")
    _ = Spawned.run(
      "/usr/bin/env", ["tmux", "-S", socket, "wait-for", channel],
      environment: ProcessInfo.processInfo.environment)
    return Date().timeIntervalSince(start) * 1000
  }

  func stop() {
    _ = Spawned.run(
      "/usr/bin/env", ["tmux", "-S", socket, "kill-server"],
      environment: ProcessInfo.processInfo.environment)
  }
}

/// The floors, compiled once per run from sources written here.
struct Floors {
  let swiftHello: String
  let staticSwiftHello: String
  let ncursesHello: String

  init(directory: String) throws {
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    swiftHello = directory + "/hello-swift"
    staticSwiftHello = directory + "/hello-swift-static"
    ncursesHello = directory + "/hello-ncurses"
    try """
    import Foundation
    print(String(format: "%@ %d", "Xin chào", ProcessInfo.processInfo.processIdentifier))
    """.write(toFile: directory + "/hello.swift", atomically: true, encoding: .utf8)
    try """
    #include <curses.h>
    #include <locale.h>
    int main(void) {
      setlocale(LC_ALL, "");
      initscr(); cbreak(); noecho(); keypad(stdscr, TRUE);
      if (has_colors()) { start_color(); use_default_colors(); }
      for (int row = 0; row < LINES; row++) mvaddstr(row, 0, "Nhân danh Allah, Đấng Rất Mực Độ Lượng");
      refresh();
      endwin();
      return 0;
    }
    """.write(toFile: directory + "/hello.c", atomically: true, encoding: .utf8)
    try Self.compile(["swiftc", "-O", directory + "/hello.swift", "-o", swiftHello])
    try Self.compile([
      "swiftc", "-O", "-static-stdlib", directory + "/hello.swift", "-o", staticSwiftHello,
    ])
    try Self.compile(["cc", "-O2", directory + "/hello.c", "-o", ncursesHello, "-lncursesw"])
  }

  private static func compile(_ command: [String]) throws {
    let outcome = Spawned.run(
      "/usr/bin/env", command, environment: ProcessInfo.processInfo.environment)
    guard outcome.status == 0 else {
      throw BenchError("could not build a floor: \(command.joined(separator: " "))")
    }
  }
}
