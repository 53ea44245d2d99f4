import Foundation

/// One footnote of a translation: its marker's number in the ayah (`[25]` is 25)
/// and its text as published.
public struct Footnote: Sendable, Equatable, Codable {
  /// The number between the brackets of its marker.
  public let marker: Int
  /// The footnote, as QuranEnc publishes it (NFC).
  public let text: String

  /// Where the markers `[n]` of a text are, in order: the one scan of markers that the
  /// corpus build uses too (the reader paints them with it; a regular expression would cost
  /// the reader's first frame its compilation, and the program the regex engine's code).
  public static func markerRanges(in text: String) -> [Range<String.Index>] {
    let utf8 = text.utf8
    return FootnoteFile.scan(text).map { marker in
      let start = utf8.index(utf8.startIndex, offsetBy: marker.bytes.lowerBound)
      return start..<utf8.index(start, offsetBy: marker.bytes.count)
    }
  }
}

/// The footnotes of QuranEnc's `vietnamese_rwwad` 1.0.7, matched to the app's text.
///
/// A marker `[n]` of an ayah of the app's text takes the entry `[n]` of the same ayah, and
/// only where the two ayah texts agree once markers are set aside: that agreement is what
/// shows the footnotes were written for this very text.
enum FootnoteFile {
  struct Published: Decodable {
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
    try match(read(path: path), text: text)
  }

  /// The file at `path`, decoded.
  static func read(path: String) throws -> Published {
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      return try JSONDecoder().decode(Published.self, from: data)
    } catch {
      throw CorpusBuildError("\(path) is not the expected footnotes JSON (\(error)).")
    }
  }

  /// Matches the published footnotes to `text`, the app's Rwwad ayahs in order.
  static func match(_ published: Published, text: [String]) -> Matched {
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
  static func scan(_ text: String) -> [(number: Int, bytes: Range<Int>)] {
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
/// escapes (`\[`) undone and comments left out; the text itself unchanged.
enum TafsirFile {
  /// Each ayah's tafsir, `sections[0]` for 1:1, unescaped and in NFC. Read as bytes, line
  /// by line: the file is 2.6 MB and is read at every build of the corpus.
  static func read(path: String) throws -> [String] {
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    } catch {
      throw CorpusBuildError("\(path) could not be read (\(error.localizedDescription)).")
    }
    var sections = [String?](repeating: nil, count: SurahSizes.totalAyahs)
    var current: Int?
    var body = [UInt8]()
    func close() {
      if let current { sections[current - 1] = text(of: body) }
      body.removeAll(keepingCapacity: true)
    }
    var start = 0
    while start < bytes.count {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
      let line = bytes[start..<end]
      start = end + 1
      if let number = heading(line) {
        close()
        guard (1...SurahSizes.totalAyahs).contains(number) else {
          throw CorpusBuildError("\(path): there is no ayah \(number) for a section.")
        }
        current = number
      } else if !isComment(line) {
        // A Markdown comment (`<!-- TODO:DUPLICATE -->` before a text that stands under
        // several ayahs) is markup, never shown.
        body += line
        body.append(UInt8(ascii: "\n"))
      }
    }
    close()
    guard let missing = sections.firstIndex(where: { $0?.isEmpty ?? true }) else {
      return sections.map { $0! }
    }
    throw CorpusBuildError("\(path): the section of ayah \(missing + 1) is missing or empty.")
  }

  /// N for a line `# N`.
  private static func heading(_ line: ArraySlice<UInt8>) -> Int? {
    guard line.count > 2, line.count < 8, line.first == UInt8(ascii: "#"),
      line[line.startIndex + 1] == UInt8(ascii: " ")
    else { return nil }
    return Int(String(decoding: line.dropFirst(2), as: UTF8.self))
  }

  private static func isComment(_ line: ArraySlice<UInt8>) -> Bool {
    line.starts(with: Array("<!--".utf8)) && line.reversed().starts(with: Array(">--".utf8))
  }

  /// A section's text: trimmed, Markdown's escapes undone (a backslash before ASCII
  /// punctuation stands for that character), in NFC; nothing else changes.
  static func text(of body: [UInt8]) -> String {
    var kept = [UInt8]()
    kept.reserveCapacity(body.count)
    var index = 0
    while index < body.count {
      let byte = body[index]
      if byte == UInt8(ascii: "\\"), index + 1 < body.count, isASCIIPunctuation(body[index + 1]) {
        kept.append(body[index + 1])
        index += 2
      } else {
        kept.append(byte)
        index += 1
      }
    }
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }
    let first = kept.firstIndex { !isSpace($0) } ?? kept.count
    let last = kept.lastIndex { !isSpace($0) } ?? (first - 1)
    guard first <= last else { return "" }
    return String(decoding: kept[first...last], as: UTF8.self).nfc
  }

  private static func isASCIIPunctuation(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }
}
