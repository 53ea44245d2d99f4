import CloudRecords
import Foundation
import RecordClient
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A server that is not ours, or not well, must not be able to stop the client: an answer
/// holding a number JSONDecoder cannot survive is refused with a sentence.
@Suite struct HostileServerTests {
  /// Listens on 127.0.0.1, answers one request with `body`, and closes.
  final class OneAnswer: @unchecked Sendable {
    // @unchecked: the descriptor and port are set in init and only read after.
    let fd: Int32
    let port: Int

    init(body: String) throws {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      self.fd = fd
      var address = sockaddr_in()
      address.sin_family = sa_family_t(AF_INET)
      address.sin_addr.s_addr = inet_addr("127.0.0.1")
      var length = socklen_t(MemoryLayout<sockaddr_in>.size)
      let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          bind(fd, $0, length) == 0 && listen(fd, 1) == 0 && getsockname(fd, $0, &length) == 0
        }
      }
      guard bound else { throw POSIXError(.EADDRNOTAVAIL) }
      port = Int(UInt16(bigEndian: address.sin_port))
      Thread.detachNewThread {
        let connection = accept(fd, nil, nil)
        guard connection >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        _ = read(connection, &buffer, buffer.count)
        let answer =
          "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
          + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)"
        _ = answer.withCString { write(connection, $0, strlen($0)) }
        close(connection)
      }
    }

    deinit { close(fd) }
  }

  @Test func anAnswerWithAnAbsurdlyLongNumberIsRefusedNotFatal() throws {
    let poison = "0." + String(repeating: "0", count: 128) + "9e146"
    let server = try OneAnswer(body: #"{"userRecordName": "_x", "extra": \#(poison)}"#)
    let client = RecordClient(
      Connection(server: URL(string: "http://127.0.0.1:\(server.port)")!, apiToken: "t"))
    #expect {
      _ = try client.send(Endpoints.currentUser)
    } throws: { error in
      // Refused by the answer's reader (a success is read by its `WireMessage.read(wire:)`).
      "\(error)".contains("a number longer than 64 characters")
    }
  }
}
