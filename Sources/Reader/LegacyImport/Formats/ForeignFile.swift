import Interface

/// Common files that are not a preferences dump, told from their first bytes, so that a
/// photo or an archive picked by mistake is named for what it is rather than read as text.
public enum ForeignFile: Sendable, Equatable, CaseIterable, CustomStringConvertible {
  /// Images (HEIC stands for the ISO media files, videos too), a document, archives, a
  /// database (as a backup's `Manifest.db`) and an ELF program.
  case png, jpeg, gif, heic, pdf, zip, gzip, sqlite, program

  /// The kind of a file that is not a dump, or nil when its bytes may be one.
  public static func detect(_ bytes: [UInt8]) -> ForeignFile? {
    allCases.first { $0.matches(bytes) }
  }

  /// "a PNG image", in the interface's language.
  public var description: String {
    switch self {
    case .png: ImportText.kindImage("PNG")
    case .jpeg: ImportText.kindImage("JPEG")
    case .gif: ImportText.kindImage("GIF")
    case .heic: ImportText.kindImage("HEIC")
    case .pdf: ImportText.kindPDF()
    case .zip: ImportText.kindArchive("ZIP")
    case .gzip: ImportText.kindArchive("gzip")
    case .sqlite: ImportText.kindSQLite()
    case .program: ImportText.kindProgram()
    }
  }

  private func matches(_ bytes: [UInt8]) -> Bool {
    switch self {
    case .png: bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    case .jpeg: bytes.starts(with: [0xFF, 0xD8, 0xFF])
    case .gif: bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8))
    // ISO media (HEIC photos, MP4 videos): a box size, then `ftyp`.
    case .heic: bytes.count >= 12 && bytes[4..<8].elementsEqual("ftyp".utf8)
    case .pdf: bytes.starts(with: Array("%PDF-".utf8))
    case .zip:
      bytes.starts(with: [0x50, 0x4B, 0x03, 0x04]) || bytes.starts(with: [0x50, 0x4B, 0x05, 0x06])
    case .gzip: bytes.starts(with: [0x1F, 0x8B])
    case .sqlite: bytes.starts(with: Array("SQLite format 3\u{0}".utf8))
    case .program: bytes.starts(with: [0x7F, 0x45, 0x4C, 0x46])
    }
  }
}
