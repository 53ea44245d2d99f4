import Foundation
import TestSupport
import Testing

/// Hear and recite (issue 48): each ayah heard, then a silence as long as it (scaled) for
/// the person to recite it; each ayah, then the pair, then the passage. Tones ffmpeg made
/// come from a loopback mirror of everyayah.com and the real mpv plays them in real time
/// with no sound device (`QURAN_VI_AUDIO_OUTPUT=null`); the silences are measured between
/// the drill's events, as they arrive.
@Suite(.serialized) struct HearAndReciteTests {
  let home = TemporaryHome()
  let cache = Fixtures.makeTemporaryDirectory("audio-cache")

  func environment(_ mirror: AudioMirror) -> [String: String] {
    [
      "XDG_CACHE_HOME": cache, "QURAN_VI_AUDIO_OUTPUT": "null", "LANG": "C.UTF-8",
      "QURAN_VI_LANG": "en", "QURAN_VI_AUDIO_URL": mirror.address,
      "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
      "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": Fixtures.dataDirectory,
    ]
  }

  @Test func eachAyahThenThePairThenThePassage() throws {
    let mirror = try AudioMirror(files: AudioMirror.tones(surah: 1, ayahs: 1...3, seconds: 0.2))
    defer { mirror.stop() }
    let drill = try QuranProcess.run(
      ["memorize", "1:1-3", "--recite", "--repeat", "1", "--silence", "0"],
      home: home.directory, environment: environment(mirror))
    #expect(drill.status == 0, "\(drill.error)")
    let heard = drill.error.split(separator: "\n").filter { $0.hasPrefix("▶ ") }
      .map { String($0.dropFirst(2)) }
    #expect(
      heard == [
        "1:1  (step 1:1, 1/1)", "1:2  (step 1:2, 1/1)", "1:1  (step 1:1-2, 1/1)",
        "1:2  (step 1:1-2, 1/1)", "1:3  (step 1:3, 1/1)", "1:2  (step 1:2-3, 1/1)",
        "1:3  (step 1:2-3, 1/1)", "1:1  (step 1:1-3, 1/1)", "1:2  (step 1:1-3, 1/1)",
        "1:3  (step 1:1-3, 1/1)",
      ], "\(drill.error)")
    let turns = drill.error.split(separator: "\n").filter { $0.hasPrefix("… your turn") }
    #expect(turns.count == 6 && turns[2].hasPrefix("… your turn: recite 1:1-2 (1/1)"), "\(turns)")
    #expect(turns.allSatisfy { $0.hasSuffix(", 0.0 s") }, "a decimal point: \(turns)")
    #expect(drill.output == "Hear and recite of 1:1-3 done: 6 steps.\n", "\(drill.output)")
    #expect(mirror.requests.count == 3, "each file fetched once: \(mirror.requests)")
  }

  /// The silence's seconds are written with the language's decimal mark: "0,2 giây".
  @Test func theSecondsHaveADecimalCommaInVietnamese() throws {
    let mirror = try AudioMirror(files: AudioMirror.tones(surah: 1, ayahs: 1...2, seconds: 0.2))
    defer { mirror.stop() }
    let drill = try QuranProcess.run(
      ["memorize", "1:1-2", "--recite", "--repeat", "1", "--silence", "1"], home: home.directory,
      environment: environment(mirror).merging(["QURAN_VI_LANG": "vi"]) { $1 })
    #expect(drill.status == 0, "\(drill.error)")
    let turns = drill.error.split(separator: "\n").filter { $0.hasPrefix("… đến lượt bạn") }
    #expect(turns.count == 3, "\(drill.error)")
    #expect(
      turns.allSatisfy { $0.wholeMatch(of: /… đến lượt bạn: .*, [0-9]+,[0-9] giây/) != nil },
      "\(turns)")
  }

  @Test func eachSilenceIsAsLongAsWhatWasHeardScaled() throws {
    // 1:1 sounds 0.4 s, 1:2 0.9 s; the silence is 1.5 times what was just heard.
    var files = try AudioMirror.tones(surah: 1, ayahs: 1...1, seconds: 0.4)
    files.merge(try AudioMirror.tones(surah: 1, ayahs: 2...2, seconds: 0.9)) { $1 }
    let mirror = try AudioMirror(files: files)
    defer { mirror.stop() }
    let run = try TimedLines.run(
      Fixtures.builtExecutable("quran"),
      ["drill", "1:1-2", "--repeat", "2", "--silence", "1.5", "--events"],
      environment: environment(mirror))
    #expect(run.status == 0)
    let lines = run.lines
    let told = lines.map { "\(String(format: "%.2f", $0.at)) \($0.text)" }
    #expect(lines.last?.text == "finished", "\(told)")
    let turns = lines.indices.filter { lines[$0].text.hasPrefix("turn ") }
    #expect(
      turns.map { lines[$0].text.split(separator: " ").prefix(4).joined(separator: " ") } == [
        "turn 1:1 1 2", "turn 1:1 2 2", "turn 1:2 1 2", "turn 1:2 2 2", "turn 1:1-2 1 2",
        "turn 1:1-2 2 2",
      ], "\(told)")
    var silences: [Double] = []
    for turn in turns {
      // What was heard: from each sound's start to the next event (the player's end).
      let stepStart = lines[..<turn].lastIndex { $0.text.hasPrefix("step ") } ?? 0
      let heard = (stepStart..<turn).filter { lines[$0].text.hasPrefix("sounding ") }
        .reduce(0.0) { sum, index in sum + lines[index + 1].at - lines[index].at }
      let silence = lines[turn + 1].at - lines[turn].at
      silences.append(silence)
      #expect(
        abs(silence - 1.5 * heard) <= 0.25, "heard \(heard) s, silent \(silence) s: \(told)")
    }
    // The long ayah's silences are the longer, and the pair's the longest.
    #expect(silences[0] >= 0.5 && silences[2] > silences[0] + 0.4, "\(silences)")
    #expect(silences[4] > silences[2] + 0.3, "\(silences)")
  }

  @Test func theMemorizeScreenHearsAndRecitesAndSaysWhatItDoes() throws {
    let mirror = try AudioMirror(files: AudioMirror.tones(surah: 1, ayahs: 1...2, seconds: 0.8))
    defer { mirror.stop() }
    var variables = environment(mirror)
    variables["TERM"] = "xterm-256color"
    variables["QURAN_VI_ARABIC_DISPLAY"] = "terminal"
    let tmux = try TmuxSession(
      command: QuranProcess.executable + " memorize 1:1-2", width: 130, height: 30,
      environment: variables)
    try tmux.waitFor("ayah 1:1 (1/2)")
    try tmux.send("R")
    try tmux.waitFor("each ayah, pair and the passage 3 times")
    try tmux.send("R")
    try tmux.waitFor("5 times")
    try tmux.send("R")
    try tmux.waitFor("10 times")
    try tmux.send("R")
    try tmux.waitFor("1 time (R changes it)")
    try tmux.send("r")
    try tmux.waitFor("│ ♪ playing 1:1, 1/1")
    try tmux.waitFor("│ your turn: 1:1, 1/1")
    // The screen follows the ayah being played.
    try tmux.waitFor("│ ♪ playing 1:2, 1/1")
    try tmux.waitFor("ayah 1:2 (2/2)")
    try tmux.waitFor("│ your turn: 1:2, 1/1")
    try tmux.waitFor("│ your turn: 1:1-2, 1/1")
    try tmux.waitUntil(description: "the drill's end") {
      !$0.contains("your turn") && !$0.contains("playing")
    }
    #expect(Waiting.until(3) { recitationProcesses().isEmpty }, "the drill left a process")
    // Started again, then the screen closed: the drill stops with it.
    try tmux.send("r")
    try tmux.waitFor("│ ♪ playing 1:2, 1/1")
    try tmux.send("q")
    #expect(Waiting.until(3) { recitationProcesses().isEmpty }, "the drill outlived its screen")
    try tmux.send("q")
    try tmux.waitFor("[exit 0]")
  }

  /// The drill's processes of this test (`quran drill` and mpv), found by the cache
  /// folder in their environment.
  func recitationProcesses() -> [Int32] {
    processes(usingCache: cache, named: ["mpv", "drill"])
  }
}
