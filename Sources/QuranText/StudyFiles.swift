import Foundation

/// One footnote of the Rwwad translation: its marker's number in the ayah (`[25]` is 25)
/// and its text as published.
public struct Footnote: Sendable, Equatable, Codable {
  /// The number between the brackets of its marker.
  public let marker: Int
  /// The footnote, as QuranEnc publishes it (NFC).
  public let text: String
}

/// The footnotes of QuranEnc's `vietnamese_rwwad` 1.0.7, matched to the app's text.
///
/// A marker `[n]` of an ayah of the app's text takes the entry `[n]` of the same ayah, and
/// only where the two ayah texts agree once markers are set aside: that agreement is what
/// shows the footnotes were written for this very text.
enum FootnoteFile {
  private struct Published: Decodable {
    struct Ayah: Decodable {
      let translation: String
      let footnotes: String?
    }
    let surahs: [String: [Ayah]]
  }

  /// What the matching found: each ayah's footnotes (by position through the Quran) and how
  /// many of the text's markers there are and found their footnote.
  struct Matched {
    var footnotes: [Int: [Footnote]] = [:]
    var markers = 0
    var resolved = 0
  }

  /// Reads the file at `path` and matches its footnotes to `text`, the app's Rwwad ayahs in
  /// order (6,236 of them).
  static func match(path: String, text: [String]) throws -> Matched {
    let published: Published
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      published = try JSONDecoder().decode(Published.self, from: data)
    } catch {
      throw CorpusBuildError("\(path) is not the expected footnotes JSON (\(error)).")
    }
    var matched = Matched()
    var position = 0
    for surah in 1...SurahSizes.surahCount {
      let ayahs = published.surahs[String(surah)] ?? []
      for index in 0..<SurahSizes.ayahCounts[surah - 1] {
        let ours = text[position]
        position += 1
        let markers = Self.markers(in: ours)
        guard !markers.isEmpty else { continue }
        matched.markers += markers.count
        guard index < ayahs.count,
          withoutMarkers(ayahs[index].translation.nfc) == withoutMarkers(ours)
        else { continue }
        let entries = Self.entries(ayahs[index].footnotes ?? "")
        let found = markers.compactMap { marker in
          entries[marker].map { Footnote(marker: marker, text: $0) }
        }
        matched.resolved += found.count
        if !found.isEmpty { matched.footnotes[position] = found }
      }
    }
    return matched
  }

  /// The numbers of the markers `[n]` in a text, in order.
  static func markers(in text: String) -> [Int] {
    scan(text).map(\.number)
  }

  /// The text with its markers `[n]` taken out.
  static func withoutMarkers(_ text: String) -> String {
    let found = scan(text)
    guard !found.isEmpty else { return text }
    var bytes = Array(text.utf8)
    for marker in found.reversed() { bytes.removeSubrange(marker.bytes) }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The entries of an ayah's footnotes: each `[n] text` begins the string or follows
  /// whitespace and runs to the next entry (the copy turned QuranEnc's newlines into spaces).
  static func entries(_ footnotes: String) -> [Int: String] {
    let bytes = Array(footnotes.utf8)
    let starts = scan(footnotes).filter { marker in
      let before = marker.bytes.lowerBound
      let after = marker.bytes.upperBound
      return (before == 0 || isSpace(bytes[before - 1])) && after < bytes.count
        && bytes[after] == UInt8(ascii: " ")
    }
    var entries = [Int: String]()
    for (index, start) in starts.enumerated() {
      let end = index + 1 < starts.count ? starts[index + 1].bytes.lowerBound : bytes.count
      let text = String(decoding: bytes[start.bytes.upperBound..<end], as: UTF8.self)
        .trimmingCharacters(in: .whitespacesAndNewlines)
      if entries[start.number] == nil { entries[start.number] = text.nfc }
    }
    return entries
  }

  /// Each marker `[digits]` of a text: its number and its bytes in the UTF-8.
  private static func scan(_ text: String) -> [(number: Int, bytes: Range<Int>)] {
    var found = [(number: Int, bytes: Range<Int>)]()
    var utf8 = text.utf8.makeIterator()
    var offset = 0
    var open: Int?
    var number = 0
    while let byte = utf8.next() {
      defer { offset += 1 }
      if byte == UInt8(ascii: "[") {
        open = offset
        number = 0
      } else if let start = open, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
        number = number * 10 + Int(byte - UInt8(ascii: "0"))
        if offset - start > 6 { open = nil }
      } else if let start = open, byte == UInt8(ascii: "]"), offset > start + 1 {
        found.append((number, start..<(offset + 1)))
        open = nil
      } else {
        open = nil
      }
    }
    return found
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
      || byte == UInt8(ascii: "\r")
  }
}

/// *Al-Mukhtasar fi Tafsir al-Quran* in Vietnamese, as IslamHouse publishes it in Markdown:
/// one section `# N` per ayah, N counted through the whole Quran. Read as Markdown shows it:
/// escapes (`\\[`) undone and comments left out; the text itself unchanged.
enum TafsirFile {
  /// Each ayah's tafsir, `sections[0]` for 1:1, unescaped and in NFC.
  static func read(path: String) throws -> [String] {
    let text: String
    do {
      text = try String(contentsOfFile: path, encoding: .utf8)
    } catch {
      throw CorpusBuildError("\(path) could not be read (\(error.localizedDescription)).")
    }
    var sections = [String?](repeating: nil, count: SurahSizes.totalAyahs)
    var current: Int?
    var lines = [Substring]()
    func close() {
      if let current {
        sections[current - 1] =
          unescaped(
            lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
          ).nfc
      }
      lines = []
    }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("# "), let number = Int(line.dropFirst(2)) {
        close()
        guard (1...SurahSizes.totalAyahs).contains(number) else {
          throw CorpusBuildError("\(path): there is no ayah \(number) for a section.")
        }
        current = number
      } else if !(line.hasPrefix("<!--") && line.hasSuffix("-->")) {
        // A Markdown comment (`<!-- TODO:DUPLICATE -->` before a text that stands under
        // several ayahs) is markup, never shown.
        lines.append(line)
      }
    }
    close()
    guard let missing = sections.firstIndex(where: { $0?.isEmpty ?? true }) else {
      return sections.map { $0! }
    }
    throw CorpusBuildError("\(path): the section of ayah \(missing + 1) is missing or empty.")
  }

  /// Markdown's escapes undone: a backslash before ASCII punctuation stands for that
  /// character; nothing else changes.
  static func unescaped(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    var escaping = false
    for character in text {
      if escaping {
        if !(character.isASCII && character.isPunctuation
          || character.isSymbol && character.isASCII)
        {
          result.append("\\")
        }
        result.append(character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    if escaping { result.append("\\") }
    return result
  }
}
