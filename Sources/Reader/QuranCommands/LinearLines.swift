import Foundation

/// The line mode's standard output: each line written whole and at once, with no
/// buffer in between, so a screen reader or a braille display reads it as it arrives; never
/// an escape sequence, a carriage return or any other control character, even in a note a
/// person (or another device) wrote with one.
struct LinearLines {
  /// Where the lines go: standard output unless a test says.
  var descriptor: Int32 = STDOUT_FILENO

  /// Writes `text` as one line (a line break inside it ends a line too).
  func line(_ text: String = "") {
    var bytes = Array(Self.plain(text).utf8)
    bytes.append(UInt8(ascii: "\n"))
    var written = 0
    while written < bytes.count {
      let count = bytes[written...].withUnsafeBytes {
        write(descriptor, $0.baseAddress, $0.count)
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      written += count
    }
  }

  /// `text` without control characters: a tab or a line break stays, any other C0 or C1
  /// control (ESC among them) and DEL is left out.
  static func plain(_ text: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x09, 0x0A: scalars.append(scalar)
      case 0x0D: continue
      case 0x00..<0x20, 0x7F..<0xA0: continue
      default: scalars.append(scalar)
      }
    }
    return String(scalars)
  }
}
