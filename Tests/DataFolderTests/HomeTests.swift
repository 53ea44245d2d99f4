import DataFolder
import Testing

@Suite struct HomeTests {
  @Test func homeFollowsFlagThenEnvironmentThenXDG() {
    #expect(Home.resolve(explicit: "/a", environment: ["QURAN_VI_HOME": "/b"]).directory == "/a")
    #expect(Home.resolve(explicit: nil, environment: ["QURAN_VI_HOME": "/b"]).directory == "/b")
    #expect(
      Home.resolve(explicit: nil, environment: ["XDG_DATA_HOME": "/x"]).directory == "/x/quran-vi")
    #expect(
      Home.resolve(explicit: nil, environment: ["HOME": "/h"]).directory
        == "/h/.local/share/quran-vi")
  }

  @Test func theAccountFileIsInAChosenHomeElseInTheConfigFolder() {
    let chosen = ["QURAN_VI_HOME": "/b", "XDG_CONFIG_HOME": "/c"]
    #expect(Home.resolve(explicit: "/a", environment: chosen).accountPath == "/a/account.json")
    #expect(Home.resolve(explicit: "", environment: chosen).accountPath == "/b/account.json")
    let config = ["XDG_DATA_HOME": "/x", "XDG_CONFIG_HOME": "/c", "HOME": "/h"]
    #expect(
      Home.resolve(explicit: nil, environment: config).accountPath == "/c/quran-vi/account.json")
    #expect(
      Home.resolve(explicit: nil, environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"])
        .accountPath == "/h/.config/quran-vi/account.json")
  }
}
