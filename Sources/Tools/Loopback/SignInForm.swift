import CloudRecords

/// The server's sign-in form as a program fills it in (the tests, quran-bench): the fields it
/// posts to `/signin`, and the web auth token on the page that answers.
public enum SignInForm {
  /// The form's fields for `user`, with no page to go back to: the answer shows the token.
  public static func body(user: String, password: String, apiToken: String) -> String {
    HTTP.formEncoded([
      "user": user, "password": password, DatabasePath.apiTokenParameter: apiToken,
      "redirect": "",
    ])
  }

  /// The web auth token the answer's page shows (`<code id="ckWebAuthToken">`); nil when it
  /// shows none (the sign-in was refused).
  public static func token(in page: String) -> String? {
    guard let start = page.range(of: "<code id=\"\(DatabasePath.webAuthTokenParameter)\">"),
      let end = page.range(of: "</code>", range: start.upperBound..<page.endIndex)
    else { return nil }
    return String(page[start.upperBound..<end.lowerBound])
  }
}
