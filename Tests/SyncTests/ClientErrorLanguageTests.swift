// The record client's sentences speak the interface's language: `quran sync` offline tells a
// Vietnamese reader in Vietnamese.
import CloudRecords
import Interface
import RecordClient
import Testing

@Suite struct ClientErrorLanguageTests {
  @Test(arguments: [Language.vietnamese, .english])
  func everyFailureIsSaidInTheInterfacesLanguage(language: Language) {
    let busy = ServerError(.throttled, "slow down")
    let errors: [RecordClientError] = [
      .unreachable(server: "http://127.0.0.1:9", reason: "refused"),
      .signInNeeded(redirectURL: nil), .authenticationFailed(reason: "unknown token"),
      .busy(busy, attempts: 4), .server(busy, status: 503), .badResponse("not JSON"),
    ]
    Language.$scoped.withValue(language) {
      let sentences = errors.map(\.description)
      let vietnamese = sentences.filter { $0.lowercased().contains("máy chủ đồng bộ") }
      #expect(vietnamese.count == (language == .vietnamese ? errors.count : 0), "\(sentences)")
      #expect(sentences[0].contains("http://127.0.0.1:9") && sentences[0].contains("refused"))
    }
  }
}
