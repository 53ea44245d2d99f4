import Testing

@testable import RecordServer

/// A bidi control (U+202E) in a sign-in name reached the log raw and reversed the rest of
/// the line in a bidi-aware viewer; a redirect with a `#fragment` got the token after the `#`,
/// where the client never reads it (issue 46).
@Suite("Sign-in names in the log, tokens in redirects")
struct SignInNameAndRedirectTests {
  @Test func bidiAndOtherInvisibleCharactersInANameAreEscapedInTheLog() {
    let logged = SignInPage.loggable("alice\u{202E}nimda\u{200F}\u{2066}\u{7}")
    #expect(logged == #""alice\u{202e}nimda\u{200f}\u{2066}\u{7}""#)
    #expect(!logged.unicodeScalars.contains { $0.properties.generalCategory == .format })
    #expect(SignInPage.loggable("Amína") == #""Amína""#)
  }

  @Test func theTokenGoesBeforeAFragment() {
    #expect(
      SignInPage.location("http://127.0.0.1:9000/done#top", token: "T")
        == "http://127.0.0.1:9000/done?ckWebAuthToken=T#top")
    #expect(
      SignInPage.location("http://127.0.0.1:9000/done?a=1#x?y", token: "T")
        == "http://127.0.0.1:9000/done?a=1&ckWebAuthToken=T#x?y")
    #expect(
      SignInPage.location("http://localhost/done", token: "T")
        == "http://localhost/done?ckWebAuthToken=T")
  }
}
