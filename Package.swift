// swift-tools-version: 6.0
import PackageDescription

/// The installed programs carry the Swift runtime and Foundation inside them in release builds:
/// they start in about half the time, with less memory, and run where no Swift toolchain is.
/// Each compiles a file that imports Foundation with the flag too, so that its object names
/// the static libraries Foundation needs (CoreFoundation, ICU, dispatch) for the linker.
let staticRuntime: [SwiftSetting] = [
  .unsafeFlags(["-static-stdlib"], .when(configuration: .release))
]
let installedProgram: [LinkerSetting] = [
  .unsafeFlags(["-static-stdlib"], .when(configuration: .release))
]
/// The reader's program exports none of its symbols: `-static-stdlib` links with
/// `--export-dynamic`, which put 11,700 names (0.8 MB, resident in every reader, and looked
/// through by each library the loader binds) in its dynamic symbol table; nothing looks a
/// symbol of `quran` up by name (issue 47).
/// It stays position-independent, placed at random, although the loader writes 92,000
/// addresses into it before `main`: a fixed address would put the whole program where an
/// exploit of a C library finds it. (lld's packed relocations would save a little of that,
/// but need glibc 2.36, which would leave out Ubuntu 22.04; measured, the first frame is no
/// quicker for them.) lld takes the C++ runtime the Swift runtime needs from `libstdc++.a`
/// (`Linker/libstdc++.so`, found first, says so): the shared one cost every start its loading
/// and 1,700 symbol lookups of its own. The GCC runtime library exception allows it.
/// lld puts the functions a reader's session runs (`Linker/quran.order`, written by
/// `scripts/reader-order`) side by side at the start of the code: the kernel maps a program's
/// code 64 KB around each page it runs (fault-around), so the few functions a session runs,
/// spread over the whole program, kept most of its code resident (`quran-bench tui`). A
/// function the list does not name (new, or renamed since) is placed among the rest.
let readerProgram: [LinkerSetting] = [
  .unsafeFlags(
    [
      "-static-stdlib", "-Xlinker", "--no-export-dynamic", "-use-ld=lld",
      "-L", Context.packageDirectory + "/Linker",
      "-Xlinker", "--symbol-ordering-file=" + Context.packageDirectory + "/Linker/quran.order",
      "-Xlinker", "--no-warn-symbol-ordering",
    ],
    .when(configuration: .release))
]

// No `platforms`: quran-vi is built and run on Linux only (Glibc, /proc, ncursesw; see
// ARCHITECTURE.md), and nothing of it is built for an Apple platform.
let package = Package(
  name: "quran-vi",
  products: [
    .executable(name: "quran", targets: ["quran"]),
    .executable(name: "quran-bench", targets: ["quran-bench"]),
    .executable(name: "quran-records", targets: ["quran-records"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
    .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    .package(url: "https://github.com/apple/swift-metrics", from: "2.13.0"),
    .package(url: "https://github.com/swift-server/swift-prometheus", from: "2.4.1"),
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    .package(url: "https://github.com/apple/swift-crypto", from: "4.5.2"),
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
    .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
    .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    .package(url: "https://github.com/apple/swift-nio-extras", from: "1.35.2"),
    .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    .package(url: "https://github.com/vapor/postgres-nio", from: "1.33.2"),
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CNcursesw", path: "Sources/CShims/CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
    .systemLibrary(
      name: "CFriBidi", path: "Sources/CShims/CFriBidi", providers: [.apt(["libfribidi-dev"])]),
    .target(name: "Checksum", path: "Sources/Shared/Checksum"),
    .target(
      name: "ChildProcess", dependencies: ["CPseudoTerminal"], path: "Sources/Reader/ChildProcess"),
    .target(name: "Interface", path: "Sources/Shared/Interface"),
    // The two clocks: the time of day (`WallClock`) and waiting (`WaitClock`).
    .target(name: "Clocks", path: "Sources/Shared/Clocks"),
    .target(name: "PrivateFiles", path: "Sources/Shared/PrivateFiles"),
    .target(
      name: "WebClient",
      dependencies: [
        "Interface",
        .product(name: "AsyncHTTPClient", package: "async-http-client"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
      ], path: "Sources/Reader/WebClient"),
    .target(
      name: "QuranText",
      dependencies: ["Checksum", "Interface", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Sources/Shared/QuranText"),
    .target(
      name: "TextFetch",
      dependencies: ["QuranText", "Interface", "WebClient", "JSONScanner", "Clocks"],
      path: "Sources/Reader/TextFetch"),
    // Recitation: reciters, the audio cache and the player (mpv); a child `quran recite`
    // plays, the reader only starts it.
    .target(
      name: "Recitation", dependencies: ["QuranText", "Interface", "ChildProcess", "DataFolder"],
      path: "Sources/Reader/Recitation"),
    // AppRecords: the app's records (types, names, fields and their encodings, the note size,
    // the .ckdb schema), below the library, the sync, the legacy import and quran-records.
    .target(
      name: "AppRecords", dependencies: ["QuranText", "Interface", "CloudRecords", "JSONScanner"],
      path: "Sources/Shared/AppRecords"),
    .target(
      name: "Library",
      dependencies: [
        "AppRecords", "QuranText", "Interface", "PrivateFiles", "Clocks", "JSONScanner",
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ], path: "Sources/Reader/Library"),
    // The sync's half of each kind: its records made from the library's rows and read back,
    // and its merge rule. Above the store, which imports nothing of the wire.
    .target(
      name: "SyncKinds",
      dependencies: [
        "Library", "AppRecords", "QuranText", "Interface", "CloudRecords", "Clocks",
        .product(name: "GRDB", package: "GRDB.swift"),
      ], path: "Sources/Reader/SyncKinds"),
    // A damaged library rescued: its pages read without SQLite (`PageScan/`), and what they
    // hold, with the backups', brought back into a new library (`Recovery`).
    .target(
      name: "LibraryRescue",
      dependencies: [
        "Library", "AppRecords", "QuranText", "Interface", "PrivateFiles", "Clocks",
        .product(name: "GRDB", package: "GRDB.swift"),
      ], path: "Sources/Reader/LibraryRescue"),
    // Where a person's files are: the data folder (`Home`) and the account file.
    .target(name: "DataFolder", dependencies: ["Interface"], path: "Sources/Reader/DataFolder"),
    // What the sync is doing: the watcher's news, the reader↔`quran reader-sync` message, in words.
    .target(name: "SyncNews", dependencies: ["Interface"], path: "Sources/Reader/SyncNews"),
    .target(
      name: "LegacyImport", dependencies: ["AppRecords", "QuranText", "Interface", "JSONScanner"],
      path: "Sources/Reader/LegacyImport"),
    .target(
      name: "DeviceBackup",
      dependencies: [
        "LegacyImport", "Library", "Interface", .product(name: "GRDB", package: "GRDB.swift"),
      ], path: "Sources/Reader/DeviceBackup"),
    .target(name: "JSONScanner", path: "Sources/Shared/JSONScanner"),
    .target(
      name: "CloudRecords", dependencies: ["JSONScanner"], path: "Sources/Shared/CloudRecords"),
    // glibc's malloc settings for the record server (malloc.h is not in Swift's Glibc module).
    .target(name: "CMemory", path: "Sources/CShims/CMemory"),
    .target(
      name: "RecordServer",
      dependencies: [
        "CloudRecords", "Checksum", "Interface", "PrivateFiles", "CMemory", "Clocks", "JSONScanner",
        .product(name: "Crypto", package: "swift-crypto"),
        .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "HummingbirdCore", package: "hummingbird"),
        .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
        .product(name: "Metrics", package: "swift-metrics"),
        .product(name: "Prometheus", package: "swift-prometheus"),
        .product(name: "HTTPTypes", package: "swift-http-types"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "NIOHTTP1", package: "swift-nio"),
        .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "PostgresNIO", package: "postgres-nio"),
        .product(name: "NIOSSL", package: "swift-nio-ssl"),
      ], path: "Sources/Server/RecordServer"),
    .target(
      name: "RecordClient",
      dependencies: [
        "CloudRecords", "Checksum", "Interface", "WebClient", "Clocks", "JSONScanner",
      ],
      path: "Sources/Reader/RecordClient"),
    .target(
      name: "Sync",
      dependencies: [
        "AppRecords", "RecordClient", "CloudRecords", "Interface", "Library", "SyncKinds",
        "QuranText", "DataFolder", "SyncNews", "Clocks",
      ], path: "Sources/Reader/Sync"),
    .executableTarget(
      name: "quran-records",
      dependencies: [
        "RecordServer", "AppRecords", "CloudRecords", "Interface", "CICUData",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
      ], path: "Sources/Server/quran-records", swiftSettings: staticRuntime,
      linkerSettings: installedProgram),
    .target(
      name: "ReaderUI",
      dependencies: [
        "QuranText", "Library", "LegacyImport", "DeviceBackup", "Interface", "Recitation",
        "SyncNews", "ChildProcess", "DataFolder", "CNcursesw",
        "CFriBidi", "Clocks", "AppRecords",
      ], path: "Sources/Reader/ReaderUI"),
    // The command line of `quran`, without the network code: the `quran` target's own files
    // do the work of the commands that reach the network.
    .target(
      name: "QuranCommands",
      dependencies: [
        "QuranText", "Library", "LibraryRescue", "LegacyImport", "DeviceBackup", "ReaderUI",
        "CloudRecords", "AppRecords", "Interface", "Recitation", "ChildProcess", "DataFolder",
        "Clocks", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ], path: "Sources/Reader/QuranCommands"),
    // The one installed program of the reader: the commands of QuranCommands, and the network
    // code that carries out the ones that reach the network (sync, sign-in, downloads,
    // recitation). One program carries the runtime, Foundation and GRDB once (issue 63).
    .executableTarget(
      name: "quran",
      dependencies: [
        "QuranCommands", "QuranText", "Library", "CloudRecords", "RecordClient", "Sync",
        "TextFetch", "Interface", "Recitation", "WebClient", "ChildProcess", "DataFolder",
        "SyncNews", "CLoaderPages", "CICUData",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ], path: "Sources/Reader/quran", swiftSettings: staticRuntime, linkerSettings: readerProgram),
    .target(name: "CPseudoTerminal", path: "Sources/CShims/CPseudoTerminal"),
    // The loader's relocation table given back once `quran` runs (link.h, not in Glibc).
    .target(name: "CLoaderPages", path: "Sources/CShims/CLoaderPages"),
    // The part of ICU's data the installed programs use, in place of all of it, once
    // scripts/icu-data has written it into .build/icu-data (scripts/package runs it first).
    .target(
      name: "CICUData", path: "Sources/CShims/CICUData",
      cSettings: [.headerSearchPath("../../../.build/icu-data")]),
    .executableTarget(
      name: "quran-bench",
      dependencies: [
        "QuranText", "Library", "LibraryRescue", "ReaderUI", "ChildProcess", "CPseudoTerminal",
        "CloudRecords", "RecordClient", "DataFolder", "AppRecords", "Clocks",
        "Sync", "SyncNews", "Loopback", .product(name: "GRDB", package: "GRDB.swift"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ], path: "Sources/Tools/quran-bench"),
    // What the tests and quran-bench both start on loopback: the real quran-records, the
    // fault proxy, the text mirror, raw sockets; and where the package's files are.
    .target(
      name: "Loopback", dependencies: ["CloudRecords", "ChildProcess"],
      path: "Sources/Tools/Loopback"),
    .target(
      name: "TestSupport",
      dependencies: [
        "Loopback", "QuranText", "Library", "CloudRecords", "ChildProcess", "DataFolder",
        "Clocks", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      path: "Tests/TestSupport"),
    // The record server's storage as the sync engine's record database, in process: for the
    // tests of the merge rules (no HTTP, no processes). Never linked into `quran`.
    .target(
      name: "InProcessRecords",
      dependencies: [
        "RecordServer", "RecordClient", "AppRecords", "CloudRecords", "Sync", "Clocks",
      ],
      path: "Tests/InProcessRecords"),
    .testTarget(name: "QuranTextTests", dependencies: ["QuranText", "TestSupport"]),
    .testTarget(
      name: "TextFetchTests",
      dependencies: ["TextFetch", "QuranText", "Interface", "ChildProcess", "TestSupport"]),
    .testTarget(
      name: "LibraryTests",
      dependencies: [
        "Library", "LibraryRescue", "AppRecords", "QuranText", "TestSupport", "CloudRecords",
        "Interface",
      ]),
    .testTarget(
      name: "LegacyImportTests",
      dependencies: ["LegacyImport", "DeviceBackup", "AppRecords", "QuranText", "Library"]),
    .testTarget(
      name: "ReaderUITests",
      dependencies: [
        "ReaderUI", "AppRecords", "QuranText", "Library", "Interface", "SyncNews", "TestSupport",
        "DataFolder", "Clocks", "CNcursesw", "CFriBidi", "Recitation", "LegacyImport",
      ]),
    .testTarget(name: "DataFolderTests", dependencies: ["DataFolder"]),
    .testTarget(name: "SyncNewsTests", dependencies: ["SyncNews", "Interface"]),
    .testTarget(
      name: "QuranCommandsTests",
      dependencies: [
        "QuranCommands", "ReaderUI", "QuranText", "Interface", "TestSupport", "CLoaderPages",
        "CloudRecords",
      ]),
    .testTarget(
      name: "CloudRecordsTests", dependencies: ["CloudRecords", "Clocks", "JSONScanner"]),
    .testTarget(
      name: "AppRecordsTests", dependencies: ["AppRecords", "Library", "RecordServer", "QuranText"]),
    .testTarget(name: "ChecksumTests", dependencies: ["Checksum"]),
    .testTarget(name: "ChildProcessTests", dependencies: ["ChildProcess"]),
    .testTarget(name: "InterfaceTests", dependencies: ["Interface"]),
    .testTarget(
      name: "RecordServerTests",
      dependencies: [
        "RecordServer", "AppRecords", "CloudRecords", "TestSupport", "Clocks", "JSONScanner",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    .testTarget(
      name: "SyncTests",
      dependencies: [
        "Sync", "AppRecords", "RecordClient", "CloudRecords", "Interface", "Library", "SyncKinds",
        "QuranText", "TestSupport", "InProcessRecords", "ChildProcess", "DataFolder", "SyncNews",
        "WebClient", "Clocks",
        .product(name: "GRDB", package: "GRDB.swift"),
      ]),
    .testTarget(
      name: "EndToEndTests",
      dependencies: [
        "AppRecords", "QuranText", "Library", "Interface", "PrivateFiles", "TestSupport",
        "Loopback", .product(name: "GRDB", package: "GRDB.swift"),
      ]),
  ]
)
