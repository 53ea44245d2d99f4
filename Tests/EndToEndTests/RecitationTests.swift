import Foundation
import TestSupport
import Testing

/// Recitation (issue 28), against a loopback mirror of everyayah.com serving tones ffmpeg
/// made, played in real time by the real mpv with no sound device
/// (`QURAN_VI_AUDIO_OUTPUT=null`).
@Suite(.serialized) struct RecitationTests {
  let home = TemporaryHome()
  let cache = Fixtures.makeTemporaryDirectory("audio-cache")

  func environment(_ mirror: AudioMirror?, _ extra: [String: String] = [:]) -> [String: String] {
    var environment = [
      "XDG_CACHE_HOME": cache, "QURAN_VI_AUDIO_OUTPUT": "null", "LANG": "C.UTF-8",
      "QURAN_VI_LANG": "en",
    ]
    if let mirror { environment["QURAN_VI_AUDIO_URL"] = mirror.address }
    for (key, value) in extra { environment[key] = value }
    return environment
  }

  func play(_ arguments: [String], _ mirror: AudioMirror?, _ extra: [String: String] = [:]) throws
    -> Subprocess.Result
  {
    try QuranProcess.run(
      ["play"] + arguments, home: home.directory, environment: environment(mirror, extra))
  }

  /// The ayahs `quran play` said it played, in order, from its progress lines.
  static func played(_ result: Subprocess.Result) -> [String] {
    result.error.split(separator: "\n").compactMap { line in
      line.hasPrefix("▶ ") ? line.split(separator: " ")[1].description : nil
    }
  }

  @Test func playRecitesThePassageAsManyTimesAsAsked() throws {
    let mirror = try AudioMirror(files: AudioMirror.tones(surah: 1, ayahs: 1...3, seconds: 0.3))
    defer { mirror.stop() }
    let twice = try play(["1:1-3", "--repeat", "2"], mirror)
    #expect(twice.status == 0, "\(twice.error)")
    #expect(Self.played(twice) == ["1:1", "1:2", "1:3", "1:1", "1:2", "1:3"], "\(twice.error)")
    #expect(twice.error.contains("(3/3, round 2/2)"))
    #expect(twice.output.contains("Finished 1:1-3."))
    // Each file fetched once, then played from the cache.
    #expect(mirror.requests.count == 3, "\(mirror.requests)")

    let eachTwice = try play(["1:1-2", "--repeat-ayah", "2"], mirror)
    #expect(Self.played(eachTwice) == ["1:1", "1:1", "1:2", "1:2"], "\(eachTwice.error)")
    #expect(
      eachTwice.error.contains("(1/2) · time 2 of 2"), "each time counted: \(eachTwice.error)")
    #expect(mirror.requests.count == 3)

    // A second of silence between the two ayahs: at least 0.3 + 1 + 0.3 s in all.
    let started = Date()
    let paused = try play(["1:1-2", "--pause", "1"], mirror)
    #expect(paused.status == 0)
    #expect(Date().timeIntervalSince(started) >= 1.6, "the pause was not kept")
  }

  @Test func aFetchedSurahPlaysWithTheMirrorGone() throws {
    let mirror = try AudioMirror(files: AudioMirror.tones(surah: 1, ayahs: 1...7, seconds: 0.1))
    let fetched = try QuranProcess.run(
      ["audio", "fetch", "1"], home: home.directory, environment: environment(mirror))
    #expect(fetched.status == 0, "\(fetched.error)")
    #expect(fetched.output.contains("Fetched 7 files"), "\(fetched.output)")
    mirror.stop()
    let played = try play(["1"], mirror)
    #expect(played.status == 0, "\(played.error)")
    #expect(Self.played(played) == (1...7).map { "1:\($0)" })
    #expect(played.output.contains("Finished 1:1-7."), "a whole surah named by its ayahs")
    let status = try QuranProcess.run(
      ["audio", "status"], home: home.directory, environment: environment(nil))
    #expect(status.output.contains("7 files, 1 whole surah"), "\(status.output)")
    #expect(status.output.contains("everyayah.com"))
  }

  @Test func theCacheStaysWithinItsBoundOldestOut() throws {
    // Seven files of 200 KB under a bound of 1 MB: the first ones fetched leave.
    var files: [String: Data] = [:]
    for ayah in 1...7 {
      files[String(format: "/Alafasy_128kbps/001%03d.mp3", ayah)] = Data(
        repeating: UInt8(ayah), count: 200_000)
    }
    let mirror = try AudioMirror(files: files)
    defer { mirror.stop() }
    let fetched = try QuranProcess.run(
      ["audio", "fetch", "1"], home: home.directory,
      environment: environment(mirror, ["QURAN_VI_AUDIO_CACHE_MB": "1"]))
    #expect(fetched.status == 0, "\(fetched.error)")
    let folder = cache + "/quran-vi/audio/Alafasy_128kbps"
    let kept = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let bytes = try kept.reduce(0) {
      $0 + (try FileManager.default.attributesOfItem(atPath: folder + "/" + $1)[.size] as! Int)
    }
    #expect(bytes <= 1_000_000, "\(kept)")
    #expect(kept.last == "001007.mp3" && !kept.contains("001001.mp3"), "\(kept)")
  }

  @Test func eachFailureIsOneSentence() throws {
    let mirror = try AudioMirror(files: AudioMirror.tones(surah: 1, ayahs: 1...1, seconds: 0.1))
    // A file the mirror does not have.
    let missing = try play(["2:1"], mirror)
    #expect(missing.status != 0)
    #expect(missing.error.contains("has no recitation of 2:1"), "\(missing.error)")
    // No player installed.
    let noPlayer = try play(["1:1"], mirror, ["PATH": "/nonexistent"])
    #expect(noPlayer.error.contains("No audio player"), "\(noPlayer.error)")
    // No sound device (the machine has none for ALSA).
    let noDevice = try play(["1:1"], mirror, ["QURAN_VI_AUDIO_OUTPUT": "alsa"])
    #expect(noDevice.error.contains("No sound device"), "\(noDevice.error)")
    // The network gone, the file not cached.
    mirror.stop()
    let offline = try play(["1:2"], mirror)
    #expect(offline.error.contains("Cannot reach 127.0.0.1"), "\(offline.error)")
    #expect(offline.error.split(separator: "\n").filter { $0.hasPrefix("quran:") }.count == 1)
  }

  // MARK: The reader

  func startReader(_ mirror: AudioMirror) throws -> TmuxSession {
    var variables = environment(mirror)
    variables["TERM"] = "xterm-256color"
    variables["QURAN_VI_ARABIC_DISPLAY"] = "shaped"
    variables["QURAN_VI_HOME"] = home.directory
    variables["QURAN_VI_DATA"] = Fixtures.dataDirectory
    return try TmuxSession(command: QuranProcess.executable, environment: variables)
  }

  /// The recitation's processes of this test (`quran recite` and mpv), found by the
  /// cache folder in their environment.
  func recitationProcesses(_ kind: String? = nil) -> [Int32] {
    processes(usingCache: cache, named: kind.map { [$0] } ?? ["mpv", "recite"])
  }

  @Test func theReaderFollowsTheRecitationPausesAndStopsItOnQuit() throws {
    let mirror = try AudioMirror(files: AudioMirror.tones(surah: 1, ayahs: 1...7, seconds: 0.6))
    defer { mirror.stop() }
    let tmux = try startReader(mirror)
    try tmux.waitFor("Khai Mạc")
    try tmux.send("r")
    try tmux.waitFor("♪ Mishary Rashid Alafasy · 1:1")
    try tmux.waitFor("♪ Mishary Rashid Alafasy · 1:2")
    try tmux.waitFor("♪ Mishary Rashid Alafasy · 1:3")
    try tmux.send("r")
    let paused = try tmux.waitFor("‖ Mishary Rashid Alafasy")
    #expect(!recitationProcesses().isEmpty, "the recitation ended while paused: \(paused)")
    try tmux.send("r")
    try tmux.waitFor("♪ Mishary Rashid Alafasy · 1:5")
    // Another ayah chosen while reciting: the recitation goes there.
    try tmux.send("g")
    try tmux.waitFor("♪ Mishary Rashid Alafasy · 1:1")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
    #expect(Waiting.until(3) { recitationProcesses().isEmpty }, "a player outlived the reader")
  }

  @Test func repeatCountsHoldAndAKilledReaderLeavesNoPlayer() throws {
    // 1:1 lasts half a second, 1:2 eight: a player outliving the reader would still be
    // playing 1:2 long after the reader is gone.
    var files = try AudioMirror.tones(surah: 1, ayahs: 1...1, seconds: 0.5)
    files.merge(try AudioMirror.tones(surah: 1, ayahs: 2...2, seconds: 8)) { $1 }
    let mirror = try AudioMirror(files: files)
    defer { mirror.stop() }
    let tmux = try startReader(mirror)
    try tmux.waitFor("Khai Mạc")
    try tmux.send("R")
    try tmux.waitFor("recited 3 times")
    try tmux.send("r")
    try tmux.waitFor("· 1:1")
    // Three times 1:1 (1.5 s) before 1:2.
    let started = Date()
    try tmux.waitFor("· 1:2", timeout: 10)
    #expect(Date().timeIntervalSince(started) > 0.9, "1:2 came before 1:1 was recited 3 times")
    #expect(!recitationProcesses("mpv").isEmpty)
    let killed = try Subprocess.run(
      "/usr/bin/env", ["pkill", "-KILL", "-P", "\(try tmux.panePID())", "-x", "quran"],
      environment: [:])
    #expect(killed.status == 0, "no reader to kill")
    #expect(Waiting.until(1.5) { recitationProcesses().isEmpty }, "a player outlived the reader")
  }

  @Test func aMarkedRangeIsRecitedAsManyTimesAsAsked() throws {
    let mirror = try AudioMirror(files: AudioMirror.tones(surah: 1, ayahs: 1...7, seconds: 0.4))
    defer { mirror.stop() }
    let tmux = try startReader(mirror)
    try tmux.waitFor("Khai Mạc")
    try tmux.send("j")
    try tmux.send("v")
    try tmux.waitFor("Range from 1:2")
    try tmux.send("j")
    try tmux.send("R")
    try tmux.waitFor("The marked range is recited 3 times")
    try tmux.send("r")
    // 1:2, 1:3, then 1:2 again: the range, not the rest of the surah.
    try tmux.waitFor("· 1:2")
    try tmux.waitFor("· 1:3")
    try tmux.waitFor("· 1:2")
    try tmux.waitFor("· 1:3")
    let screen = try tmux.screen()
    #expect(!screen.contains("· 1:4"), "the recitation went past the range")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  @Test func aPlayerThatCrashesIsSaidAndReadingGoesOn() throws {
    let mirror = try AudioMirror(files: AudioMirror.tones(surah: 1, ayahs: 1...1, seconds: 5))
    defer { mirror.stop() }
    let tmux = try startReader(mirror)
    try tmux.waitFor("Khai Mạc")
    try tmux.send("r")
    try tmux.waitFor("· 1:1")
    var players: [Int32] = []
    #expect(
      Waiting.until(5) {
        players = recitationProcesses("mpv")
        return !players.isEmpty
      })
    for player in players { kill(player, SIGKILL) }
    try tmux.waitFor("mpv stopped while playing 1:1")
    try tmux.send("j")
    try tmux.waitUntil(description: "the reader still moves") { !$0.contains("mpv stopped") }
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }
}
