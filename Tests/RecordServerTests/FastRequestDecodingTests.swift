import CloudRecords
import Foundation
import NIOCore
import TestSupport
import Testing

@testable import RecordServer

/// The fast `records/modify` reader must agree with `JSONDecoder` whenever it answers.
@Suite("Fast request decoding")
struct FastRequestDecodingTests {
  @Test func agreesWithJSONDecoderOnValidAndMutatedBodies() throws {
    let seed = MutatedRequestTests.seeds[0].1
    var random = SeededGenerator(seed: 42)
    var answered = 0
    for round in 0..<4000 {
      let body = round == 0 ? Array(seed.utf8) : Mutator.mutate(Array(seed.utf8), using: &random)
      let fast = (try? WireJSONParser.parse(body)).flatMap(FastRequestDecoding.modifyRecords)
      let slow: ModifyRecordsRequest?
      var slowError = ""
      do {
        slow = try JSONDecoder().decode(ModifyRecordsRequest.self, from: Data(body))
      } catch {
        if round == 0 { Issue.record("The seed does not decode: \(error)") }
        slowError = "\(error)"
        slow = nil
      }
      if let fast {
        answered += 1
        #expect(fast == slow, "BODY \(String(decoding: body, as: UTF8.self)) SLOW \(slowError)")
      }
    }
    #expect(answered > 100)
  }
}
