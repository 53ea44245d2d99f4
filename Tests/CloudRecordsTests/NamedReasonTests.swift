import CloudRecords
import Testing

/// The refusals recognised by their reason, as Apple's server words them and as
/// `quran-records` builds them; other BAD_REQUESTs are not taken for them.
@Suite struct NamedReasonTests {
  @Test func applesUnknownRecordTypeIsRecognised() {
    #expect(ServerError(.badRequest, "Did not find record type: Users").isUnknownRecordType)
    #expect(ServerError.unknownRecordType("Note", "No such type.").isUnknownRecordType)
    #expect(!ServerError(.badRequest, "Did not find field: 'recordName'").isUnknownRecordType)
    #expect(!ServerError(.notFound, "Did not find record type: Users").isUnknownRecordType)
  }

  @Test func applesTooManyItemsIsRecognised() {
    let apple = ServerError(
      .badRequest,
      "Your request contains 618 items which is more than the maximum number of items in a"
        + " single request (400)")
    #expect(apple.isTooManyItems)
    #expect(ServerError(.limitExceeded, "Limit Exceeded").isTooManyItems)
    #expect(ServerError.tooManyItems("operations", limit: 200, count: 201).isTooManyItems)
    #expect(ServerError.tooManyItems("operations", limit: 200).reason.contains("at most 200"))
    #expect(
      !ServerError(.badRequest, "The query may hold at most 20 sortBy entries").isTooManyItems)
    #expect(
      !ServerError(.limitExceeded, "Record 'r' did not fit", recordName: "r").isTooManyItems)
  }
}
