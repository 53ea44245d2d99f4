import AsyncHTTPClient
import Foundation
import Interface
import NIOCore
import NIOHTTP1

/// Writes a download's body to a file as it arrives, so a file is never whole in memory.
///
/// A 200 answer to a `Range` request (the server ignored it) starts the file over; a 206 must
/// continue exactly where the file ends. Any other status leaves the file alone and keeps a
/// little of the body for the error. Called on one event loop, one call at a time.
final class FileWriter: HTTPClientResponseDelegate, @unchecked Sendable {
  typealias Response = Web.Download

  private let file: FileHandle
  private let firstByte: Int64
  private let progress: @Sendable (Int64) -> Void
  private var status = 0
  private var resumed = false
  private var written: Int64 = 0
  private var errorBody = ByteBuffer()

  init(file: FileHandle, firstByte: Int64, progress: @escaping @Sendable (Int64) -> Void) {
    self.file = file
    self.firstByte = firstByte
    self.progress = progress
  }

  private var writing: Bool { status == 200 || status == 206 }

  func didReceiveHead(task: HTTPClient.Task<Web.Download>, _ head: HTTPResponseHead)
    -> EventLoopFuture<Void>
  {
    status = Int(head.status.code)
    do {
      if status == 200, firstByte > 0 {
        try file.truncate(atOffset: 0)
      } else if status == 206 {
        let range = head.headers.first(name: "content-range") ?? ""
        guard firstByte > 0, range.hasPrefix("bytes \(firstByte)-") else {
          throw WebError(reason: NetworkText.otherPart())
        }
        resumed = true
      }
    } catch {
      return task.eventLoop.makeFailedFuture(error)
    }
    return task.eventLoop.makeSucceededVoidFuture()
  }

  func didReceiveBodyPart(task: HTTPClient.Task<Web.Download>, _ buffer: ByteBuffer)
    -> EventLoopFuture<Void>
  {
    guard writing else {
      if errorBody.readableBytes < 4096 {
        var part = buffer.getSlice(
          at: buffer.readerIndex, length: min(buffer.readableBytes, 4096))!
        errorBody.writeBuffer(&part)
      }
      return task.eventLoop.makeSucceededVoidFuture()
    }
    do {
      try file.write(contentsOf: Data(buffer.readableBytesView))
    } catch {
      return task.eventLoop.makeFailedFuture(WebError(writing: error))
    }
    written += Int64(buffer.readableBytes)
    progress(written)
    return task.eventLoop.makeSucceededVoidFuture()
  }

  func didFinishRequest(task: HTTPClient.Task<Web.Download>) throws -> Web.Download {
    Web.Download(
      status: status, written: written, resumed: resumed,
      errorBody: String(decoding: errorBody.readableBytesView, as: UTF8.self))
  }
}
