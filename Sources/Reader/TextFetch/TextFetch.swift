import Foundation
import Interface
import QuranText
import WebClient

/// Downloads the published files into a folder (`text/` in the person's data folder) from the
/// pinned source or a mirror, and keeps them only when whole and verified.
///
/// Each file streams into `NAME.partial` beside its final place; a download cut short leaves
/// the part, and the next fetch asks only for the rest (`Range`), or starts over when the
/// server cannot resume. Every file is checked against its pinned size and SHA-256 before
/// any is renamed into place; a file that does not match is removed. Two fetches at once
/// take turns (a lock file), so neither sees the other's half.
///
///     let fetch = TextFetch(folder: home.textDirectory, mirror: nil) { step in … }
///     let outcomes = try fetch.run()
public struct TextFetch: Sendable {
  /// The folder the files are kept in; created when missing.
  public let folder: String
  /// A mirror's base address (`--from`), or nil for the pinned commit on GitHub.
  public let mirror: URL?
  /// Told how far a file's download is, each time more of it is written.
  public let progress: @Sendable (Progress) -> Void

  /// A fetch into `folder`, from `mirror` or the pinned source; nothing starts
  /// until `run()`.
  public init(folder: String, mirror: URL?, progress: @escaping @Sendable (Progress) -> Void) {
    self.folder = folder
    self.mirror = mirror
    self.progress = progress
  }

  /// How far one file's download is.
  public struct Progress: Sendable {
    /// The file being downloaded.
    public let file: PinnedText.File
    /// Bytes of the file on disk so far, a resumed part included.
    public let received: Int64
  }

  /// What became of one file.
  public enum Outcome: Sendable, Equatable {
    /// Already here and verified, downloaded whole, or a cut-short download finished.
    case alreadyHere, downloaded, resumed
    /// An optional file (the look-alikes) that could not be fetched, and why: the text's
    /// files are kept all the same.
    case notFetched(TextFetchError)

    /// Whether the file is on this computer and verified now.
    public var isHere: Bool {
      if case .notFetched = self { false } else { true }
    }
  }

  /// Fetches what is missing; returns what was done with each file, in `PinnedText.files`
  /// order. A file the text needs that cannot be fetched stops the fetch, and nothing of it
  /// is kept in place; an optional one (the look-alikes) is answered `notFetched`, and the
  /// rest is kept.
  public func run() throws(TextFetchError) -> [Outcome] {
    do {
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(folder: folder, reason: fileSystemReason(error))
    }
    let lock = try takeLock()
    defer { close(lock) }
    var outcomes = [Outcome]()
    for file in PinnedText.files {
      if FileCheck.of(finalPath(file), against: file) == .matches {
        outcomes.append(.alreadyHere)
      } else if PinnedText.corpusFiles.contains(file) {
        outcomes.append(try download(file))
      } else {
        do {
          outcomes.append(try download(file))
        } catch {
          outcomes.append(.notFetched(error))
        }
      }
    }
    for (file, outcome) in zip(PinnedText.files, outcomes)
    where outcome == .downloaded || outcome == .resumed {
      guard rename(partialPath(file), finalPath(file)) == 0 else {
        throw .cannotWrite(folder: folder, reason: String(cString: strerror(errno)))
      }
    }
    return outcomes
  }

  /// Where a verified file is kept: its name (`vi-rwwad.json`) in the folder.
  public func finalPath(_ file: PinnedText.File) -> String { folder + "/" + file.fileName }
  func partialPath(_ file: PinnedText.File) -> String { finalPath(file) + ".partial" }

  /// Brings `NAME.partial` to the whole, verified file.
  private func download(_ file: PinnedText.File) throws(TextFetchError) -> Outcome {
    let path = partialPath(file)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else {
      throw .cannotWrite(folder: folder, reason: String(cString: strerror(errno)))
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var start = (try? handle.seekToEnd()).map { Int64($0) } ?? 0
    if start >= file.size {
      // A part as long as the file (a fetch stopped before its check) is checked again from
      // nothing: one pass over the network is cheaper than trusting it.
      try? handle.truncate(atOffset: 0)
      start = 0
    }
    let address = file.address(mirror: mirror)
    var answer = try transfer(file, from: address, to: handle, start: start)
    if answer.status == 416 {
      try? handle.truncate(atOffset: 0)
      start = 0
      answer = try transfer(file, from: address, to: handle, start: 0)
    }
    guard answer.status == 200 || answer.status == 206 else {
      try? handle.close()
      if start == 0 { try? FileManager.default.removeItem(atPath: path) }
      throw answer.status == 404
        ? .notFound(address: address.absoluteString)
        : .status(answer.status, address: address.absoluteString)
    }
    do {
      try handle.synchronize()
      try handle.close()
    } catch {
      throw .cannotWrite(folder: folder, reason: fileSystemReason(error))
    }
    switch FileCheck.of(path, against: file) {
    case .matches:
      return answer.resumed ? .resumed : .downloaded
    case .wrongSize(let size) where size < file.size:
      throw .cutShort(
        file: file.fileName, received: size, total: file.size,
        reason: "the server ended the answer early")
    case .wrongSize, .wrongDigest, .missing:
      let digest = FileCheck.sha256(of: path) ?? "unreadable"
      try? FileManager.default.removeItem(atPath: path)
      throw .mismatch(file: file, address: address.absoluteString, digest: digest)
    }
  }

  private func transfer(
    _ file: PinnedText.File, from address: URL, to handle: FileHandle, start: Int64
  ) throws(TextFetchError) -> Web.Download {
    let progress = self.progress
    do {
      return try Web.download(address, to: handle, from: start) { written in
        progress(Progress(file: file, received: start + written))
      }
    } catch {
      let onDisk = (try? handle.offset()).map { Int64($0) } ?? start
      if error.notWritten {
        throw .cannotWrite(folder: folder, reason: error.reason)
      }
      if onDisk > start {
        throw .cutShort(
          file: file.fileName, received: onDisk, total: file.size, reason: error.reason)
      }
      throw .unreachable(host: address.host ?? address.absoluteString, reason: error.reason)
    }
  }

  /// An exclusive lock on `.fetch.lock` in the folder, held until the fetch ends.
  private func takeLock() throws(TextFetchError) -> Int32 {
    let lock = open(folder + "/.fetch.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    guard lock >= 0, flock(lock, LOCK_EX) == 0 else {
      throw .cannotWrite(folder: folder, reason: String(cString: strerror(errno)))
    }
    return lock
  }

}

/// Why the text could not be fetched, as a sentence that says what to do. Nothing
/// half-written is kept in place: at most a part that the next fetch continues.
public enum TextFetchError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The mirror could not be reached.
  case unreachable(host: String, reason: String)
  /// The mirror has no such file.
  case notFound(address: String)
  /// The mirror answered with another HTTP status.
  case status(Int, address: String)
  /// The download stopped before its end.
  case cutShort(file: String, received: Int64, total: Int64, reason: String)
  /// The file's SHA-256 is not its pin's.
  case mismatch(file: PinnedText.File, address: String, digest: String)
  /// The data folder could not be written.
  case cannotWrite(folder: String, reason: String)

  /// What went wrong and what to do, in the interface's language; sizes in MB.
  public var description: String {
    switch self {
    case .unreachable(let host, let reason): DataText.unreachable(host, reason)
    case .notFound(let address): DataText.notFound(address)
    case .status(let status, let address): DataText.status(status, address)
    case .cutShort(let file, let received, let total, let reason):
      DataText.cutShort(file, Self.megabytes(received), Self.megabytes(total), reason)
    case .mismatch(let file, let address, let digest):
      DataText.mismatch(file.fileName, address, digest.prefix(16), file.sha256.prefix(16))
    case .cannotWrite(let folder, let reason): DataText.cannotWrite(folder, reason)
    }
  }

  static func megabytes(_ bytes: Int64) -> String {
    ByteSize.text(bytes)
  }
}

/// Why a file could not be written or moved, as the system says it (the POSIX reason beneath
/// Foundation's error when there is one).
func fileSystemReason(_ error: any Error) -> String {
  let error = error as NSError
  if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
    underlying.domain == NSPOSIXErrorDomain
  {
    return String(cString: strerror(Int32(underlying.code)))
  }
  return error.localizedDescription
}
