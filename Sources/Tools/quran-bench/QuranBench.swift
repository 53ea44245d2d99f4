import ArgumentParser
import Foundation

/// `quran-bench`: measures this machine's figures and prints each beside its bound. Run it
/// from a release build:
///
///     swift build -c release && swift run -c release quran-bench all
@main
struct QuranBench: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "quran-bench",
    abstract: "Measures quran-vi's figures and prints each beside the bound its issue sets.",
    discussion: """
      `all` (the default) runs the reader's benchmarks, which each run alone too. The record \
      server's, the reading log's, the recitation's, the packages' and the sync fault run \
      start their own servers and homes; each works in a temporary folder \
      (QURAN_BENCH_KEEP=1 keeps it).
      """,
    subcommands: [
      All.self, Build.self, Read.self, Search.self, Tui.self, Arabic.self, Startup.self,
      Fetch.self, Notes.self, Import.self, Sync.self, SyncScale.self, Records.self,
      RecordsMemory.self,
      RecordsMetrics.self, Habits.self, Recite.self, Package.self, Attack.self, Faults.self,
      LibraryRescue.self, Damage.self, Study.self, Paste.self, SearchBoundCommand.self,
      Memorize.self, MemorizeSync.self, Review.self,
      Editions.self,
    ],
    defaultSubcommand: All.self)
}

/// The reader's benchmarks, in the order `all` runs them.
let readerBenchmarks: [@Sendable () throws -> Void] = [
  benchmarkBuild, benchmarkRead, benchmarkSearch, benchmarkTUI, benchmarkArabic, benchmarkStartup,
  benchmarkFetch, benchmarkNotes, benchmarkLegacyImport, benchmarkSync,
]

extension QuranBench {
  struct All: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The reader's benchmarks: build, read, search, tui, arabic, startup, fetch, "
        + "notes, import, sync.")
    func run() throws { try inWorkspace { for run in readerBenchmarks { try run() } } }
  }
  struct Build: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "The corpus build.")
    func run() throws { try inWorkspace(benchmarkBuild) }
  }
  struct Read: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "quran read 2:255, whole process.")
    func run() throws { try inWorkspace(benchmarkRead) }
  }
  struct Search: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Search, with and without tones.")
    func run() throws { try inWorkspace(benchmarkSearch) }
  }
  struct SearchBoundCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "search-bound",
      abstract: "Text and tafsir search at the query's bound (p99), a paste refused, and the "
        + "tafsir's ranking of \"ngai vuong\".")
    func run() throws { try inWorkspace(benchmarkSearchBound) }
  }
  struct Tui: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The reader's first frame, and its memory over a session while it syncs.")
    func run() throws { try inWorkspace(benchmarkTUI) }
  }
  struct Arabic: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "What the shaped Arabic costs.")
    func run() throws { try inWorkspace(benchmarkArabic) }
  }
  struct LibraryRescue: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "library",
      abstract: "The library's backups and recovery, with 50,000 notes and damaged copies.")
    @Option(help: "Damaged copies to recover.") var trials = 50
    @Option(help: "The seed that picks the damaged pages.") var seed: UInt64 = 36
    func run() throws { try inWorkspace { try benchmarkLibraryRescue(trials: trials, seed: seed) } }
  }
  struct Damage: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract:
        "Damaged copies of a 2,000-note library (interior, schema, freelist and any pages hit): notes back, and none a backup held missing."
    )
    @Option(help: "Damaged copies to recover.") var copies = 50
    @Option(help: "The seed that picks the damaged pages and their bytes.") var seed: UInt64 = 45
    func run() throws { try inWorkspace { try benchmarkDamage(copies: copies, seed: seed) } }
  }
  struct Paste: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "A 1 MB paste into the reader's note editor, through a pseudo-terminal.")
    func run() throws { try inWorkspace(benchmarkPaste) }
  }
  struct Memorize: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Memorizing: the due queue after ten years of reviews, the memorize screen drawn.")
    func run() throws { try inWorkspace(benchmarkMemorize) }
  }

  struct Review: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Today's review session over ten years of grades: its first ayah, each next "
        + "ayah, quran review --count.")
    func run() throws { try inWorkspace(benchmarkReview) }
  }

  struct MemorizeSync: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "memorize-sync",
      abstract:
        "Ten years of memorizing's grades sent by one device's first sync, taken by another's.")
    func run() throws { try inWorkspace(benchmarkMemorizeSync) }
  }

  struct Editions: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The corpus build with a translation's version from QuranEnc in use, from "
        + "nothing and after quran data update, in time and processor time (issue 50).")
    func run() throws { try inWorkspace(benchmarkEditions) }
  }
  struct Study: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The footnotes and the tafsir: build, first frame, memory, quran tafsir, search.")
    func run() throws { try inWorkspace(benchmarkStudy) }
  }
  struct Startup: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Start-up against C programs doing the same.")
    func run() throws { try inWorkspace(benchmarkStartup) }
  }
  struct Fetch: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Fetching the text from a mirror.")
    func run() throws { try inWorkspace(benchmarkFetch) }
  }
  struct Notes: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Notes, with 50,000 of them.")
    func run() throws { try inWorkspace(benchmarkNotes) }
  }
  struct Import: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "A 50,000-note legacy import.")
    func run() throws { try inWorkspace(benchmarkLegacyImport) }
  }
  struct Sync: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Sync between two devices over 10,000 records.")
    @Option(
      help: """
        Only the first sync to an empty device, this many times (each to a device of its own), \
        after one upload: the rest is not measured.
        """)
    var firstSyncs: Int?
    func run() throws {
      try inWorkspace {
        if let firstSyncs { try benchmarkFirstSyncs(firstSyncs) } else { try benchmarkSync() }
      }
    }
  }
  struct SyncScale: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "sync-scale",
      abstract: "What one change and a sync with nothing new cost over libraries of many sizes.")
    @Option(help: "Library sizes in notes, comma-separated.")
    var notes = "1000,20000,100000"
    @Option(help: "Favorites sent for each size, the sizes taken in turn.")
    var rounds = 30
    @Flag(
      help: "Each size again on a server with no change feed for _defaultZone, as Apple's.")
    var withoutFeed = false
    func run() throws {
      let sizes = notes.split(separator: ",").compactMap { Int($0) }
      try inWorkspace {
        try benchmarkSyncScale(sizes: sizes, rounds: max(1, rounds), withoutFeed: withoutFeed)
      }
    }
  }
}

extension QuranBench {
  struct Records: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The record server under load from 16 members: SQLite, then two instances on "
        + "PostgreSQL when QURAN_RECORDS_BENCH_POSTGRES names a cluster; what metrics cost.")
    @Option(help: "Seconds of load for each figure.") var seconds = 60.0
    @Option(
      help: ArgumentHelp(
        "Measures only the figures of this kind: batch, single, paging or notification (and"
          + " the server's peak memory), without what metrics cost."))
    var only: String?
    func run() throws { try inWorkspace { try benchmarkRecords(seconds: seconds, only: only) } }
  }

  struct RecordsMemory: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "records-memory", abstract: "The record server's peak memory with many records.")
    @Option(help: "How many records to store.") var records = 1_000_000
    func run() throws { try inWorkspace { try benchmarkRecordsMemory(records: records) } }
  }

  struct RecordsMetrics: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "records-metrics",
      abstract: "What Prometheus metrics cost the record server, in alternating rounds.")
    @Option(help: "Seconds of each round.") var roundSeconds = 5.0
    func run() throws { try inWorkspace { try benchmarkMetricsCost(roundSeconds: roundSeconds) } }
  }

  struct Habits: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Ten years of reading logged: quran stats, the first frame, the log's writes.")
    func run() throws { try inWorkspace(benchmarkHabits) }
  }

  struct Recite: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "From the key to the first sound of a cached ayah; with --baseline, the "
        + "reader's first frame and memory against a quran built before recitation.")
    @Option(help: "A quran program built before recitation.") var baseline: String?
    func run() throws { try inWorkspace { try benchmarkRecitation(baseline: baseline) } }
  }

  struct Package: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The packages' sizes, and the packaged quran read against the built one "
        + "(after scripts/package).")
    func run() throws { try inWorkspace(benchmarkPackage) }
  }

  struct Attack: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "The record server under the attacks a client holding the API token could "
        + "try, on loopback; a few minutes.")
    @Option(
      help: ArgumentHelp(
        "Runs only the attacks whose name holds one of these texts, separated by | (and"
          + " the quiet baseline)."))
    var only: String?
    @Flag(
      help: ArgumentHelp(
        "Attacks two instances serving one PostgreSQL database (the cluster"
          + " QURAN_RECORDS_BENCH_POSTGRES or QURAN_RECORDS_TEST_POSTGRES names) instead of one"
          + " on SQLite."))
    var postgres = false
    func run() throws {
      var cluster: String?
      if postgres {
        guard let named = BenchDatabase.clusterFromEnvironment else {
          throw ValidationError(
            "--postgres needs a cluster: start one (.ci/postgres start) and export"
              + " QURAN_RECORDS_BENCH_POSTGRES or QURAN_RECORDS_TEST_POSTGRES.")
        }
        cluster = named
      }
      try inWorkspace { try benchmarkAttack(only: only, postgres: cluster) }
    }
  }

  struct Faults: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Sync under injected faults: seeded trials of three devices against a model.",
      discussion: "Trial i uses seed S + i, so --trials 1 --seed S+i replays it alone.")
    @Option(help: "How many trials (1–100000).") var trials = 20
    @Option(help: "The first trial's seed.") var seed: UInt64 = 1
    @Option(help: "Operations in each trial (1–10000).") var operations = 40
    @Flag(help: "Back the server up a third of the way and restore it two thirds of the way.")
    var restore = false

    func validate() throws {
      guard (1...100_000).contains(trials), (1...10_000).contains(operations) else {
        throw ValidationError("--trials takes 1 to 100000, --operations 1 to 10000.")
      }
    }

    func run() throws {
      var broken = false
      try inWorkspace {
        broken = try benchmarkFaults(
          trials: trials, seed: seed, operations: operations, restore: restore)
      }
      if broken { throw ExitCode(1) }
    }
  }
}
