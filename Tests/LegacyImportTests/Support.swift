import Foundation
import QuranText

@testable import LegacyImport

/// The dumps in ../shared/fixtures/legacy, and small helpers the tests share.
enum Dumps {
  /// The package root is three levels above this file; the shared fixtures sit beside it.
  static let directory: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("../shared/fixtures/legacy").standardized.path
  }()

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
  }

  static func plan(_ text: String) throws -> LegacyImportPlan {
    try LegacyImport.plan(contentsOf: Array(text.utf8))
  }

  static func plan(base64 text: String) throws -> LegacyImportPlan {
    try LegacyImport.plan(contentsOf: Array(Data(base64Encoded: text)!))
  }

  /// The error a dump is refused with, or nil when it is read.
  static func refusal(of bytes: [UInt8]) -> LegacyImportError? {
    do {
      _ = try LegacyImport.plan(contentsOf: bytes)
      return nil
    } catch {
      return error
    }
  }

  static func refusal(of text: String) -> LegacyImportError? { refusal(of: Array(text.utf8)) }

  static func id(_ text: String) -> AyahID { try! AyahID.parse(text) }

  /// Hex of the UTF-8 of a text, grouped by four bytes as `defaults read` prints data.
  static func hexGroups(_ text: String) -> String {
    let hex = Array(text.utf8).map { String(format: "%02x", $0) }
    return stride(from: 0, to: hex.count, by: 4).map { hex[$0..<min($0 + 4, hex.count)].joined() }
      .joined(separator: " ")
  }
}

/// The plan `quranvn.expected.json` describes, read with Foundation as an independent oracle.
struct ExpectedPlan: Decodable {
  var favorites: [String]
  var notes: [String: [String]]
  var progress: [String: Int]

  static func load() throws -> ExpectedPlan {
    let data = Data(try Dumps.bytes("quranvn.expected.json"))
    return try JSONDecoder().decode(ExpectedPlan.self, from: data)
  }

  func matches(_ plan: LegacyImportPlan) -> Bool {
    plan.favorites == favorites.map(Dumps.id).sorted()
      && plan.noteWords
        == Dictionary(uniqueKeysWithValues: notes.map { (Dumps.id($0.key), $0.value) })
      && plan.progress
        == Dictionary(uniqueKeysWithValues: progress.map { (Int($0.key)!, $0.value) })
  }
}

/// Builds binary plists object by object, so tests can say exactly which bytes they hold.
enum BinaryPlistBytes {
  /// `objects[i]` are the bytes of object i (marker and payload, one-byte references).
  static func make(_ objects: [[UInt8]], top: UInt64 = 0) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets = [Int]()
    for object in objects {
      offsets.append(bytes.count)
      bytes += object
    }
    let tableStart = bytes.count
    for offset in offsets { bytes += [UInt8(offset >> 8), UInt8(offset & 0xFF)] }
    bytes += [0, 0, 0, 0, 0, 0, 2, 1]
    bytes += bigEndian(UInt64(objects.count)) + bigEndian(top) + bigEndian(UInt64(tableStart))
    return bytes
  }

  static func ascii(_ text: String) -> [UInt8] {
    [0x50 | UInt8(text.utf8.count)] + Array(text.utf8)
  }

  private static func bigEndian(_ value: UInt64) -> [UInt8] {
    (0..<8).reversed().map { UInt8(truncatingIfNeeded: value >> (UInt64($0) * 8)) }
  }
}

extension LegacyImportPlan {
  /// The notes' words, per ayah.
  var noteWords: [AyahID: [String]] { notes.mapValues { $0.map(\.words) } }
}
