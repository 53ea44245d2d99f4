import Foundation

/// This test's processes: those whose environment names `cache` as `XDG_CACHE_HOME` (each test
/// gives its own), and whose command line holds one of `words`.
func processes(usingCache cache: String, named words: [String]) -> [Int32] {
  let mark = Data("XDG_CACHE_HOME=\(cache)\0".utf8)
  let pids = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
  return pids.compactMap(Int32.init).filter { pid in
    guard let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ"),
      let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline"),
      environ.range(of: mark) != nil
    else { return false }
    let text = String(decoding: command, as: UTF8.self)
    return words.contains { text.contains($0) }
  }
}
