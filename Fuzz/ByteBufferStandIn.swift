// A stand-in for the one piece of NIOCore the request decoders use, built by
// .ci/fuzz-requests as a module named NIOCore so that Sources/RecordServer's
// RequestDecoding.swift compiles unchanged into the fuzzer
// (the real swift-nio would have to be built with the fuzzer's sanitizers, with all its C
// parts). The decoders only read `readableBytes` and `withUnsafeReadableBytes`; if they
// start using more of ByteBuffer, add it here.

/// The bytes of a request body, as the decoders see them.
public struct ByteBuffer: Sendable {
  public let readableBytesView: [UInt8]

  public init(bytes: [UInt8]) { readableBytesView = bytes }

  public var readableBytes: Int { readableBytesView.count }

  /// Lends the bytes, as NIO's does (it is `rethrows` there too).
  public func withUnsafeReadableBytes<T>(_ body: (UnsafeRawBufferPointer) throws -> T) rethrows
    -> T
  {
    try readableBytesView.withUnsafeBytes(body)
  }
}
