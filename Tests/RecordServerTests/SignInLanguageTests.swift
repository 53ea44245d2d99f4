import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The sign-in page speaks the language the browser asks for; its form fields keep their names.
@Suite struct SignInLanguageTests {
  let fixture: ServerFixture
  init() throws { fixture = try ServerFixture(users: ["alice"]) }

  func page(acceptLanguage: String?) throws -> HTTP.Answer {
    var page = URLComponents(
      url: fixture.server.baseURL.appendingPathComponent("signin"), resolvingAgainstBaseURL: false)!
    page.queryItems = [URLQueryItem(name: "ckAPIToken", value: fixture.apiToken)]
    var request = URLRequest(url: page.url!)
    if let acceptLanguage {
      request.setValue(acceptLanguage, forHTTPHeaderField: "Accept-Language")
    }
    return try HTTP.send(request)
  }

  @Test func aVietnameseBrowserGetsTheVietnamesePage() throws {
    let vi = try page(acceptLanguage: "vi-VN,vi;q=0.9,en-US;q=0.8,en;q=0.7")
    #expect(vi.status == 200)
    #expect(vi.text.contains("<html lang=\"vi\">"))
    #expect(vi.text.contains("Mật khẩu <input name=\"password\""))
    #expect(vi.text.contains("Tên người dùng <input name=\"user\""))
    let en = try page(acceptLanguage: "en-GB,en;q=0.9,vi;q=0.5")
    #expect(en.text.contains("Password <input name=\"password\""))
    let none = try page(acceptLanguage: nil)
    #expect(none.text.contains("<h1>Sign in</h1>"))
    let weighted = try page(acceptLanguage: "fr, en;q=0.2, vi;q=0.6")
    #expect(weighted.text.contains("<h1>Đăng nhập</h1>"))
  }

  @Test func aRefusalIsSaidInTheBrowsersLanguage() throws {
    var request = URLRequest(url: fixture.server.baseURL.appendingPathComponent("signin"))
    request.httpMethod = "POST"
    request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
    request.setValue("vi", forHTTPHeaderField: "Accept-Language")
    request.httpBody = Data(
      HTTP.formEncoded([
        "user": "alice", "password": "wrong", "ckAPIToken": fixture.apiToken, "redirect": "",
      ]).utf8)
    let answer = try HTTP.send(request)
    #expect(answer.status == 401)
    #expect(answer.text.contains("Tên người dùng hoặc mật khẩu không đúng; hãy thử lại."))
  }
}
