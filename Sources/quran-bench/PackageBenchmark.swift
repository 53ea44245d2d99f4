import Foundation
import QuranText

/// `quran-bench package` (issue 29), after `scripts/package`: the packages' sizes, and
/// `quran read 2:255` from the unpacked .deb against the same program as built, in
/// alternating runs, so that the install location's cost (if any) shows as a ratio.
func benchmarkPackage() throws {
  let dist = FileManager.default.currentDirectoryPath + "/dist"
  let packages = ((try? FileManager.default.contentsOfDirectory(atPath: dist)) ?? []).sorted()
  guard let deb = packages.first(where: { $0.hasPrefix("quran-vi_") && $0.hasSuffix(".deb") })
  else { throw BenchError("There is no dist/quran-vi_….deb here; run scripts/package first.") }
  for package in packages {
    let size = (try? FileManager.default.attributesOfItem(atPath: dist + "/" + package)[.size])
    print(
      "package \(package): \(String(format: "%.1f MB", Double(size as? Int ?? 0) / 1_000_000))")
  }
  let root = workspace + "/package-root"
  guard
    Spawned.run("/usr/bin/dpkg-deb", ["-x", dist + "/" + deb, root], environment: [:]).status == 0
  else { throw BenchError("dpkg-deb could not unpack \(deb).") }

  _ = try Corpus.open(at: home.corpusPath, source: source)
  // A file just written by dpkg-deb sits in the page cache in small pieces and maps slower
  // than one read back from disk (about 1 ms here); dropped caches make both alike, as
  // after the reboot that follows an install.
  if getuid() == 0,
    (try? "1".write(toFile: "/proc/sys/vm/drop_caches", atomically: false, encoding: .utf8)) != nil
  {
    print("page cache dropped: both programs are read back from disk")
  } else {
    print("page cache not dropped (needs root): the packaged program may map slower for a while")
  }
  let childEnvironment = [
    "QURAN_VI_HOME": home.directory, "QURAN_VI_DATA": source.directory, "LANG": "C.UTF-8",
  ]
  var built = Timings()
  var packaged = Timings()
  for _ in 0..<50 {
    for (program, timings) in [(quran, 0), (root + "/usr/bin/quran", 1)] {
      let outcome = Spawned.run(program, ["read", "2:255"], environment: childEnvironment)
      precondition(outcome.status == 0, "\(program) read 2:255 failed")
      if timings == 0 {
        built.add(outcome.milliseconds)
      } else {
        packaged.add(outcome.milliseconds)
      }
    }
  }
  let ratio = packaged.median / built.median
  print(
    "quran read 2:255, median of 50: built \(Timings.format(built.median)),"
      + " packaged \(Timings.format(packaged.median))")
  report(
    "packaged quran read 2:255 / built", String(format: "%.3f", ratio), bound: "≤ 1.05",
    ok: ratio <= 1.05)
}
