/// A dump read into a value tree, with the shape it came in.
public struct LegacyDump: Sendable, Equatable {
  /// The shape the dump was read from.
  public var shape: DumpShape
  /// The dump's top value: a dictionary in a preferences dump.
  public var root: PropertyValue

  /// Reads a dump of any of the four shapes, told from its bytes.
  ///
  /// Text shapes report problems by line, the binary one by byte offset. Text that a UTF-16
  /// byte order mark announces (as PowerShell's `>` writes it) is read as well.
  public static func read(_ bytes: [UInt8]) throws(LegacyImportError) -> LegacyDump {
    guard bytes.count <= ReadingLimits.maxBytes else { throw .tooLarge(bytes: bytes.count) }
    if let kind = ForeignFile.detect(bytes) { throw .otherKindOfFile(kind) }
    let text = ByteText.transcodingUTF16(bytes) ?? bytes
    guard let shape = DumpShape.detect(text) else {
      let blank = text.dropFirst(ByteText.afterUTF8BOM(text)).allSatisfy(ByteText.isBlank)
      throw blank ? .emptyFile : .unrecognizedShape
    }
    do {
      switch shape {
      case .binaryPlist: return LegacyDump(shape: shape, root: try BinaryPlistReader.read(bytes))
      case .xmlPlist: return LegacyDump(shape: shape, root: try XMLPlistReader.read(text))
      case .oldStyleText: return LegacyDump(shape: shape, root: try OldStyleReader.read(text))
      case .json: return LegacyDump(shape: shape, root: try JSONReader.read(text))
      }
    } catch {
      guard case .malformed(let shape, let problem, .byte(let offset)) = error,
        shape != .binaryPlist
      else { throw error }
      let line = ByteText.line(ofOffset: offset, in: text)
      throw .malformed(shape, problem: problem, at: .line(line))
    }
  }
}
