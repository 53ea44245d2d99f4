import Foundation
import Loopback
import QuranText

/// `quran-bench package`, after `scripts/package`: the packages' sizes
/// against their bounds, what each packaged program's parts cost (`size -A`: its code,
/// its read-only data with ICU's, its unwind tables, the addresses the loader writes), and
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
      "package \(package): \(String(format: "%.1f MB", Double(size as? Int ?? 0) / 1_048_576))")
  }
  let root = workspace + "/package-root"
  for package in packages where package.hasSuffix(".deb") {
    guard
      Spawned.run("/usr/bin/dpkg-deb", ["-x", dist + "/" + package, root], environment: [:])
        .status == 0
    else { throw BenchError("dpkg-deb could not unpack \(package).") }
  }
  try reportSizes(dist: dist, packages: packages, deb: deb, root: root)

  _ = try Corpus.open(at: home.corpusPath, source: source)
  // A file just written by dpkg-deb sits in the page cache in small pieces and maps slower
  // than one read back from disk; dropped caches make both alike, as after the reboot that
  // follows an install.
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

/// The quran-vi package, what it installs and the tarball against their bounds, and the parts
/// of each packaged program.
private func reportSizes(dist: String, packages: [String], deb: String, root: String) throws {
  func megabytes(_ path: String) -> Double {
    Double((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int ?? 0)
      / 1_048_576
  }
  let debSize = megabytes(dist + "/" + deb)
  report("quran-vi .deb", String(format: "%.1f MB", debSize), bound: "≤ 15 MB", ok: debSize <= 15)
  let field = try Subprocess.run(
    "/usr/bin/dpkg-deb", ["-f", dist + "/" + deb, "Installed-Size"], environment: [:])
  let installed =
    (Double(field.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan)
    / 1024
  report(
    "quran-vi installed (Installed-Size)", String(format: "%.1f MB", installed), bound: "≤ 60 MB",
    ok: installed <= 60)
  if let tarball = packages.first(where: { $0.hasSuffix(".tar.xz") }) {
    let size = megabytes(dist + "/" + tarball)
    report("tarball", String(format: "%.1f MB", size), bound: "≤ 40 MB", ok: size <= 40)
  }
  for program in ["quran", "quran-records"] {
    let path = root + "/usr/bin/" + program
    let sections = try Subprocess.run("/usr/bin/size", ["-A", path], environment: [:]).output
    var parts: [(String, Double)] = []
    for line in sections.split(separator: "\n") {
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      guard words.count >= 2, let bytes = Double(words[1]), bytes >= 500_000 else { continue }
      parts.append((String(words[0]), bytes / 1_048_576))
    }
    let listed = parts.sorted { $0.1 > $1.1 }.map { "\($0.0) " + String(format: "%.1f", $0.1) }
    print(
      "\(program): " + String(format: "%.1f", megabytes(path)) + " MB stripped; its parts (MB): "
        + listed.joined(separator: ", "))
  }
}
