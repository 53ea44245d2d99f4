import DataFolder
import Foundation
import QuranText

/// A megabyte pasted into the reader's note editor, written into its
/// pseudo-terminal as fast as the reader reads it, until the whole text is in the editor
/// (Ctrl-S after the paste is refused as too big to sync, and the editor then keeps its whole
/// text as a draft on disk, where the benchmark sees it). Once in paragraphs, once as one
/// long paragraph.
func benchmarkPaste() throws {
  _ = try preparedCorpus()
  for (label, paragraphs) in [("in paragraphs", true), ("as one paragraph", false)] {
    let seconds = try pasteOnce(paragraphs: paragraphs, label: label)
    report(
      "1 MB paste into the note editor, \(label)", String(format: "%.2f s", seconds),
      bound: "≤ 1 s", ok: seconds <= 1)
  }
}

/// The text pasted: 1,000,000 bytes of Vietnamese, then an end mark.
private func pastedText(paragraphs: Bool) -> String {
  let sentence = "Nhân danh Allah, Đấng Rất Mực Độ Lượng, Đấng Rất Mực Khoan Dung. "
  var text = ""
  var count = 0
  while text.utf8.count < 1_000_000 {
    text += sentence
    count += 1
    if paragraphs && count % 5 == 0 { text += "\r" }
  }
  return String(decoding: text.utf8.prefix(1_000_000 - 4), as: UTF8.self) + "·END"
}

/// Seconds from the paste's first byte to the whole text in the editor.
private func pasteOnce(paragraphs: Bool, label: String) throws -> Double {
  let pasteHome = Home(directory: workspace + "/paste-\(paragraphs ? "paragraphs" : "line")")
  try pasteHome.create()
  try FileManager.default.copyItem(atPath: home.corpusPath, toPath: pasteHome.corpusPath)
  let environment = [
    "QURAN_VI_HOME": pasteHome.directory, "QURAN_VI_DATA": source.directory, "LANG": "C.UTF-8",
    "TERM": "xterm-256color", "QURAN_VI_ARABIC_DISPLAY": "shaped",
  ]
  let text = Array(pastedText(paragraphs: paragraphs).utf8)
  let drafts = pasteHome.directory + "/drafts"
  nonisolated(unsafe) var seconds = Double.nan
  _ = Spawned.runInTerminal(quran, [], environment: environment, width: 120, height: 40) {
    master, pid in
    // After the reader's question of the terminal's background, which this terminal never
    // answers (it waits a second).
    usleep(1_500_000)
    _ = write(master, "n", 1)
    usleep(300_000)
    let began = DispatchTime.now().uptimeNanoseconds
    var offset = 0
    while offset < text.count {
      let n = text[offset...].withUnsafeBufferPointer {
        write(master, $0.baseAddress!, min(4096, $0.count))
      }
      if n <= 0 { break }
      offset += n
    }
    _ = write(master, "\u{13}", 1)
    while !holdsWholeText(drafts) { usleep(2000) }
    seconds = Double(DispatchTime.now().uptimeNanoseconds - began) / 1_000_000_000
    kill(pid, SIGTERM)
  }
  precondition(!seconds.isNaN, "the paste \(label) never arrived whole")
  return seconds
}

/// Whether a draft in `drafts` holds the whole pasted text (its end mark).
private func holdsWholeText(_ drafts: String) -> Bool {
  let names = (try? FileManager.default.contentsOfDirectory(atPath: drafts)) ?? []
  for name in names where name.hasSuffix(".json") {
    let path = drafts + "/" + name
    guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
      size >= 1_000_000, let data = FileManager.default.contents(atPath: path),
      let draft = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let text = draft["text"] as? String
    else { continue }
    if text.hasSuffix("·END") && text.utf8.count >= 999_000 { return true }
  }
  return false
}
