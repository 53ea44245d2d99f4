import CloudRecords
import Foundation
import HTTPTypes
import Hummingbird
import Interface

/// The sign-in page a 421's `redirectURL` opens: a form for user name and password that, on
/// success, hands the client a web auth token — by a `303 See Other` to a loopback redirect
/// URL the client gave, or shown in the page for copying (when no redirect was given, or the
/// person ticked that they sign in on another device). Other redirect hosts are refused.
struct SignInPage: Sendable {
  let service: RecordService
  var accounts: Accounts { service.accounts }

  /// The largest sign-in form read: a user name, a password, the API token and a redirect
  /// address fit many times over.
  static let formLimit = 8 * 1024
  /// The longest password checked; bcrypt reads only the first 72 bytes anyway.
  static let passwordLimit = 1024

  func respond(to request: Request, clientAddress: String?) async throws -> Response {
    let language = Language.preferred(acceptLanguage: request.headers[.acceptLanguage])
    if request.method == .post {
      if let refusal = foreignOrigin(request, language) { return refusal }
      let body = try await RecordResponder.readBody(request, limit: SignInPage.formLimit)
      let form = try SignInForm(String(buffer: body))
      let client = ClientAddress.resolve(
        connection: clientAddress, headers: request.headers,
        trustedProxies: service.configuration.trustedProxies)
      return try await submit(form, clientAddress: client, language)
    }
    let query = request.uri.queryParameters
    let apiToken = query[Substring(DatabasePath.apiTokenParameter)].map(String.init) ?? ""
    let redirect = query["redirect"].map(String.init) ?? ""
    if let refusal = try check(apiToken: apiToken, redirect: redirect, language) { return refusal }
    return SignInPage.html(
      SignInPage.form(apiToken: apiToken, redirect: redirect, message: nil, language))
  }

  private func submit(_ form: SignInForm, clientAddress: String, _ language: Language)
    async throws -> Response
  {
    let apiToken = form.ckAPIToken ?? ""
    let redirect = form.redirect ?? ""
    if let refusal = try check(apiToken: apiToken, redirect: redirect, language) { return refusal }
    guard let container = try accounts.container(ofAPIToken: apiToken) else {
      return page(SignInText.linkNotValid(in: language), status: .unauthorized, language)
    }
    let name = form.user ?? ""
    let password = form.password ?? ""
    func again(
      _ message: SignInText, _ status: HTTPResponse.Status, saying sentence: String? = nil
    ) -> Response {
      ServerMetrics.signInRefused(SignInPage.refusalCode(message))
      service.logger.notice(
        "Sign-in refused (\(SignInPage.logReason(message))) for \(SignInPage.loggable(name)) from \(clientAddress)"
      )
      return SignInPage.html(
        SignInPage.form(
          apiToken: apiToken, redirect: redirect,
          message: sentence ?? message.filling(in: language), language),
        status: status)
    }
    // A name no user can have (a NUL in it, say — SQLite would read it cut short) is wrong
    // without a password check.
    guard Accounts.isValidName(name), password.utf8.count <= SignInPage.passwordLimit else {
      return again(.wrongPassword, .unauthorized)
    }
    let network = ClientAddress.network(of: clientAddress)
    if let wait = service.signInThrottle.admit(name: name, network: network) {
      return again(
        .tooManyAttempts, .tooManyRequests, saying: SignInText.tooManyAttempts(wait, in: language))
    }
    let accounts = self.accounts
    guard
      let checked = try await service.passwordChecks.run(
        for: clientAddress,
        {
          try accounts.verify(name: name, password: password)
        })
    else {
      return again(.busy, .tooManyRequests)
    }
    guard let user = checked else {
      // A slowdown against guessing, on top of bcrypt's own cost.
      try? await Task.sleep(for: .seconds(1))
      return again(.wrongPassword, .unauthorized)
    }
    service.signInThrottle.signedIn(name: name, network: network)
    let token = try accounts.issueWebAuthToken(
      userRecordName: user.userRecordName, container: container)
    // On another device the loopback address is not the client's: the page shows the token.
    if !redirect.isEmpty, form.elsewhere == nil {
      return Response(
        status: .seeOther,
        headers: SignInPage.headers([.location: SignInPage.location(redirect, token: token)]))
    }
    return SignInPage.html(SignInPage.tokenPage(token: token, user: user.name, language))
  }

  /// A POST from a page of another site is refused: the form is only ever sent from this
  /// server's own page, whose origin is the start of `RecordService.baseURL` — the public URL,
  /// or the address the server listens on. The `Host` header is not believed: a site whose
  /// name a rebinding DNS points at this server sends its own name there, and would match.
  /// No `Origin` (a client that is not a browser) is accepted.
  private func foreignOrigin(_ request: Request, _ language: Language) -> Response? {
    guard let origin = request.headers[.origin] else { return nil }
    if let sent = SignInPage.origin(of: origin),
      sent == SignInPage.origin(of: service.baseURL(authority: request.head.authority))
    {
      return nil
    }
    ServerMetrics.signInRefused("foreign-origin")
    return page(
      SignInText.foreignOrigin(origin, in: language), status: .forbidden, language)
  }

  /// An origin as `scheme://host:port`, lowercased, the default port written out.
  static func origin(of address: String) -> String? {
    guard let components = URLComponents(string: address),
      let scheme = components.scheme?.lowercased(), let host = components.host?.lowercased()
    else { return nil }
    let port = components.port ?? (scheme == "https" ? 443 : 80)
    return "\(scheme)://\(host):\(port)"
  }

  /// The refusal's code for the metric's label: short, from a fixed set, in no language.
  static func refusalCode(_ message: SignInText) -> String {
    switch message {
    case .wrongPassword: "wrong-password"
    case .tooManyAttempts: "too-many-attempts"
    case .busy: "busy"
    case .title, .heading, .userName, .password, .signIn, .elsewhere, .linkNotValid, .foreignOrigin,
      .redirectNotLocal, .noAPIToken, .signedIn, .tokenStays:
      "other"
    }
  }

  /// A refusal page when the API token or the redirect address is not acceptable.
  private func check(apiToken: String, redirect: String, _ language: Language) throws
    -> Response?
  {
    if !redirect.isEmpty, !SignInPage.isLoopback(redirect) {
      return page(
        SignInText.redirectNotLocal(redirect, in: language), status: .badRequest,
        language)
    }
    if try accounts.container(ofAPIToken: apiToken) == nil {
      return page(
        SignInText.noAPIToken(in: language), status: .unauthorized, language)
    }
    return nil
  }

  private func page(_ message: String, status: HTTPResponse.Status, _ language: Language)
    -> Response
  {
    SignInPage.html(
      SignInPage.layout("<p class=\"error\">\(SignInPage.escape(message))</p>", language),
      status: status)
  }

  /// The page's headers: never framed (against clickjacking the password), never cached (it
  /// may hold a token), no scripts, forms sent only here or to this computer, no referrer
  /// (the address holds the API token).
  static func headers(_ fields: HTTPFields = [:]) -> HTTPFields {
    var fields = fields
    fields[HTTPField.Name("X-Frame-Options")!] = "DENY"
    fields[.cacheControl] = "no-store"
    fields[.contentSecurityPolicy] =
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; "
      + "form-action 'self' http://127.0.0.1:* http://localhost:* https://127.0.0.1:* "
      + "https://localhost:*"
    fields[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
    return fields
  }

  static func html(_ page: String, status: HTTPResponse.Status = .ok) -> Response {
    var response = Responses.html(page, status: status)
    response.headers = headers(response.headers)
    return response
  }

  /// Whether a redirect URL points at this computer (http or https on a loopback host).
  static func isLoopback(_ address: String) -> Bool {
    guard let components = URLComponents(string: address),
      let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
      let host = components.host?.lowercased(), components.user == nil, components.password == nil
    else { return false }
    return ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host)
  }

  static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  static func layout(_ content: String, _ language: Language) -> String {
    """
    <!DOCTYPE html>
    <html lang="\(language.rawValue)"><head><meta charset="utf-8">
    <title>\(SignInText.title(in: language))</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>body{font-family:sans-serif;max-width:28em;margin:3em auto;padding:0 1em}
    label{display:block;margin:.8em 0}input{width:100%;padding:.4em}.error{color:#b00}
    code{word-break:break-all;background:#eee;padding:.3em;display:block}</style></head>
    <body><h1>\(SignInText.heading(in: language))</h1>
    \(content)
    </body></html>
    """
  }

  static func form(apiToken: String, redirect: String, message: String?, _ language: Language)
    -> String
  {
    let say = { (key: SignInText) in key.filling(in: language) }
    return
      layout(
        """
        \(message.map { "<p class=\"error\">\(escape($0))</p>" } ?? "")
        <form method="post" action="/signin">
        <input type="hidden" name="\(DatabasePath.apiTokenParameter)" value="\(escape(apiToken))">
        <input type="hidden" name="redirect" value="\(escape(redirect))">
        <label>\(say(.userName)) <input name="user" autocomplete="username" autofocus></label>
        <label>\(say(.password)) <input name="password" type="password" autocomplete="current-password"></label>
        \(redirect.isEmpty ? "" : "<label><input type=\"checkbox\" name=\"elsewhere\" value=\"1\" style=\"width:auto\"> \(say(.elsewhere))</label>")
        <button type="submit">\(say(.signIn))</button>
        </form>
        """, language)
  }

  static func tokenPage(token: String, user: String, _ language: Language) -> String {
    layout(
      """
      <p>\(escape(SignInText.signedIn(user, in: language)))</p>
      <code id="\(DatabasePath.webAuthTokenParameter)">\(token)</code>
      <p>\(SignInText.tokenStays(in: language))</p>
      """, language)
  }
}

/// The sign-in form's fields, as the page sends them (`application/x-www-form-urlencoded`).
struct SignInForm: Decodable, Sendable {
  var user: String?
  var password: String?
  var ckAPIToken: String?
  var redirect: String?
  /// Present when the person signs in on another device than the client's: the token is
  /// shown to copy instead of sent to the loopback address, which only the client's own
  /// computer can open.
  var elsewhere: String?

  /// Reads a form body; one that is not a form is refused with a sentence.
  init(_ body: String) throws {
    do {
      self = try URLEncodedFormDecoder().decode(SignInForm.self, from: body)
    } catch {
      throw ServerError.badRequest(
        "The sign-in form could not be read; send it from the sign-in page at /signin.")
    }
  }
}

extension SignInPage {
  /// Why a sign-in was refused, in a few words for the log.
  static func logReason(_ message: SignInText) -> String {
    switch message {
    case .wrongPassword: "wrong name or password"
    case .tooManyAttempts: "too many attempts"
    case .busy: "password checks busy"
    case .title, .heading, .userName, .password, .signIn, .elsewhere, .linkNotValid, .foreignOrigin,
      .redirectNotLocal, .noAPIToken, .signedIn, .tokenStays:
      "refused"
    }
  }

  /// The redirect URL with the token in its query: before a `#fragment`, where the client
  /// reads it (after the `#` it would never reach the client's server).
  static func location(_ redirect: String, token: String) -> String {
    let fragmentStart = redirect.firstIndex(of: "#") ?? redirect.endIndex
    let base = redirect[..<fragmentStart]
    let separator = base.contains("?") ? "&" : "?"
    return base + separator + "ckWebAuthToken=" + token + redirect[fragmentStart...]
  }

  /// A sign-in name as the log shows it: quoted, at most 64 characters, with control
  /// characters, line and paragraph separators and format characters (bidi controls such as
  /// U+202E, which would reverse the rest of the line in a viewer) escaped.
  static func loggable(_ name: String) -> String {
    let escaped = name.unicodeScalars.prefix(64).map { scalar in
      [.control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse].contains(
        scalar.properties.generalCategory)
        || scalar == "\""
        ? "\\u{\(String(scalar.value, radix: 16))}" : String(scalar)
    }.joined()
    return "\"\(escaped)\"" + (name.unicodeScalars.count > 64 ? "…" : "")
  }
}
