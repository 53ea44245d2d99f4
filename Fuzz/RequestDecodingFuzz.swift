// libFuzzer entry point over everything that reads an untrusted request body: the strict
// JSON parser (WireJSONParser) and the path every operation takes (RequestDecoding: the
// bounded parse, then JSONValueDecoder with each wire type's one reader, and their error
// sentences), for each request type.
//
// Built by .ci/fuzz-requests into a module named RecordServer together with
// Sources/RecordServer/RequestDecoding.swift (so its internal enum is reachable), and never
// by `swift build`: its main comes from libFuzzer. Besides crashes, hangs and leaks, it checks
// that JSONDecoder reads what the server reads wherever both answer, that a records/modify
// request the server reads comes back the same when the one writer (WireJSON) writes it and
// the server reads it again, and that fields survive the storage's write-and-read round trip,
// so a logic slip is a finding too.
import CloudRecords
import Foundation
import JSONScanner
import NIOCore

@_cdecl("LLVMFuzzerTestOneInput")
public func requestDecodingFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  checkJSONReaders(bytes)
  checkModifyRecords(bytes)
  let body = ByteBuffer(bytes: bytes)
  decode(ModifyRecordsRequest.self, body, "records/modify")
  decode(LookupRecordsRequest.self, body, "records/lookup")
  decode(QueryRecordsRequest.self, body, "records/query")
  decode(RecordChangesRequest.self, body, "records/changes")
  decode(ZoneChangesRequest.self, body, "changes/zone")
  decode(DatabaseChangesRequest.self, body, "changes/database")
  decode(LookupZonesRequest.self, body, "zones/lookup")
  decode(ModifyZonesRequest.self, body, "zones/modify")
  decode(LookupSubscriptionsRequest.self, body, "subscriptions/lookup")
  decode(ModifySubscriptionsRequest.self, body, "subscriptions/modify")
  decode(CreateTokenRequest.self, body, "tokens/create")
  decode(RegisterTokenRequest.self, body, "tokens/register")
  return 0
}

/// WireJSONParser and JSONDecoder (through JSONValue's Codable) must read the same value
/// wherever both accept the text. WireJSONParser refuses more (duplicate keys, text that is
/// not UTF-8), so only its acceptance is checked against JSONDecoder, never the reverse.
private func checkJSONReaders(_ bytes: [UInt8]) {
  guard let wire = try? WireJSONParser.parse(bytes) else { return }
  // As the server does: JSONDecoder never sees a number that would stop it.
  guard (try? LongNumbers.refuse(in: bytes)) != nil,
    let foundation = try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
  else {
    return
  }
  if wire != foundation {
    disagreement("WireJSONParser read \(wire) but JSONDecoder read \(foundation)", bytes)
  }
}

/// The server's records/modify path; a request it reads must survive being written by the one
/// writer and read again, and its fields the storage's round trip.
private func checkModifyRecords(_ bytes: [UInt8]) {
  let request: ModifyRecordsRequest
  do {
    request = try RequestDecoding.decode(
      ModifyRecordsRequest.self, from: ByteBuffer(bytes: bytes), operation: "records/modify")
  } catch {
    checkSentence(error)
    return
  }
  let written = WireJSON.encode(request)
  let again: ModifyRecordsRequest
  do {
    again = try RequestDecoding.decode(
      ModifyRecordsRequest.self, from: ByteBuffer(bytes: written), operation: "records/modify")
  } catch {
    disagreement(
      "a request read as \(request) was written as \(String(decoding: written, as: UTF8.self))"
        + " and refused: \(error)", bytes)
  }
  if again != request {
    disagreement("a request read as \(request) was written and read back as \(again)", bytes)
  }
  checkStorageRoundTrip(request, bytes)
}

/// Storage writes a record's fields with WireJSON and reads them back with WireJSONParser;
/// whatever a request may carry must come back unchanged.
private func checkStorageRoundTrip(_ request: ModifyRecordsRequest, _ bytes: [UInt8]) {
  for operation in request.operations {
    guard let fields = operation.record.fields else { continue }
    let stored = String(decoding: WireJSON.encode(fields: fields), as: UTF8.self)
    let read: [String: FieldValue]
    do {
      read = try WireJSONParser.fields(stored)
    } catch {
      disagreement("fields written as \(stored) cannot be read back: \(error)", bytes)
    }
    if read != fields {
      disagreement("fields \(fields) were written as \(stored) and read back as \(read)", bytes)
    }
  }
}

/// Reads a body as the server does; where it accepts one, JSONDecoder (which the server used
/// before, and the client uses) must read the same request from it.
private func decode<T: Decodable & Equatable>(
  _ type: T.Type, _ body: ByteBuffer, _ operation: String
) {
  let read: T
  do {
    read = try RequestDecoding.decode(type, from: body, operation: operation)
  } catch {
    checkSentence(error)
    return
  }
  let bytes = Array(body.readableBytesView)
  guard (try? LongNumbers.refuse(in: bytes)) != nil else { return }
  guard let foundation = try? JSONDecoder().decode(type, from: Data(bytes)) else {
    disagreement("RequestDecoding accepted a \(operation) body JSONDecoder refuses", bytes)
  }
  if foundation != read {
    disagreement("RequestDecoding read \(read) but JSONDecoder read \(foundation)", bytes)
  }
}

/// A refused body gets a BAD_REQUEST with a sentence, as the server answers it.
private func checkSentence(_ error: any Error) {
  guard let error = error as? ServerError else {
    fatalError("A request body was refused with \(error), not a ServerError with a sentence.")
  }
  precondition(!error.reason.isEmpty, "A request body was refused without a reason.")
}

private func disagreement(_ what: String, _ bytes: [UInt8]) -> Never {
  fatalError("Request readers disagree: \(what). Body: \(String(decoding: bytes, as: UTF8.self))")
}

// What RequestDecoding.swift needs from Sources/RecordServer/Responses.swift, which imports
// Hummingbird and so is not built into the fuzzer; keep it the same as there.
extension ServerError {
  static func badRequest(_ reason: String) -> ServerError { ServerError(.badRequest, reason) }
}
