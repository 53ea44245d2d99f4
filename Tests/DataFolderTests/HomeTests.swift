import DataFolder
import Foundation
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

  /// Every file of a home is named by the home, and the audio cache's folder by the same XDG
  /// rules (a relative `XDG_CACHE_HOME` is passed over, as the XDG specification says).
  @Test func theHomeNamesEachOfItsFilesAndTheAudioCache() {
    let home = Home(directory: "/d")
    #expect(home.draftsDirectory == "/d/drafts")
    #expect(home.arabicPreferencePath == "/d/arabic-display.json")
    #expect(home.memorizePlanPath == "/d/memorize-plan.json")
    #expect(Home.audioCacheDirectory(environment: ["XDG_CACHE_HOME": "/c"]) == "/c/quran-vi/audio")
    #expect(
      Home.audioCacheDirectory(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"])
        == "/h/.cache/quran-vi/audio")
    #expect(Home.audioCacheDirectory(environment: ["HOME": "/h"]) == "/h/.cache/quran-vi/audio")
  }

  /// A missing folder is made for its owner alone (0700), with the folders above it; one
  /// already there is left as it is; a file in its place is refused with a sentence.
  @Test func theFolderIsMadeOnceAndAFileInItsPlaceIsRefused() throws {
    let root = NSTemporaryDirectory() + "home-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: root) }
    let made = Home(directory: root + "/data/quran-vi")
    try made.create()
    let attributes = try FileManager.default.attributesOfItem(atPath: made.directory)
    #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
    try FileManager.default.setAttributes(
      [.posixPermissions: 0o755], ofItemAtPath: made.directory)
    try made.create()
    let kept = try FileManager.default.attributesOfItem(atPath: made.directory)
    #expect((kept[.posixPermissions] as? NSNumber)?.intValue == 0o755)
    FileManager.default.createFile(atPath: root + "/file", contents: Data("x".utf8))
    #expect(throws: HomeError.self) { try Home(directory: root + "/file").create() }
  }
}
