// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "quran-vi",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "quran", targets: ["quran"]),
    .executable(name: "quran-bench", targets: ["quran-bench"]),
  ],
  dependencies: [
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
    .target(name: "QuranText", dependencies: [.product(name: "GRDB", package: "GRDB.swift")]),
    .target(
      name: "Library", dependencies: ["QuranText", .product(name: "GRDB", package: "GRDB.swift")]),
    .target(name: "LegacyImport", dependencies: ["QuranText"]),
    .target(
      name: "ReaderUI", dependencies: ["QuranText", "Library", "LegacyImport", "CNcursesw"]),
    .executableTarget(
      name: "quran",
      dependencies: [
        "QuranText", "Library", "LegacyImport", "ReaderUI",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]),
    .target(name: "CPseudoTerminal"),
    .executableTarget(
      name: "quran-bench",
      dependencies: ["QuranText", "Library", "ReaderUI", "CPseudoTerminal"]),
    .target(
      name: "TestSupport", dependencies: ["QuranText", "Library"], path: "Tests/TestSupport"),
    .testTarget(name: "QuranTextTests", dependencies: ["QuranText", "TestSupport"]),
    .testTarget(name: "LibraryTests", dependencies: ["Library", "QuranText", "TestSupport"]),
    .testTarget(name: "LegacyImportTests", dependencies: ["LegacyImport", "QuranText", "Library"]),
    .testTarget(
      name: "ReaderUITests", dependencies: ["ReaderUI", "QuranText", "Library", "TestSupport"]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "QuranText", "Library", "TestSupport", .product(name: "GRDB", package: "GRDB.swift"),
      ]),
  ]
)
