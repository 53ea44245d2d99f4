// libFuzzer entry point over everything that reads an untrusted dump: the shape detector,
// the four readers (each fed every input, whatever its shape) and the plan step.
//
// Built by .ci/fuzz-legacy into the LegacyImport module itself (so internal readers are
// reachable) and never by `swift build`: its main comes from libFuzzer. Besides crashes,
// hangs and leaks, it checks what a plan promises, so a logic slip is a finding too.
import QuranText

@_cdecl("LLVMFuzzerTestOneInput")
public func legacyFormatsFuzz(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  _ = DumpShape.detect(bytes)
  // Called one by one: an array of these typed-throws functions crashes swiftc 6.3.1's SILGen.
  attempt { () throws(LegacyImportError) in try BinaryPlistReader.read(bytes) }
  attempt { () throws(LegacyImportError) in try XMLPlistReader.read(bytes) }
  attempt { () throws(LegacyImportError) in try OldStyleReader.read(bytes) }
  attempt { () throws(LegacyImportError) in try JSONReader.read(bytes) }
  do {
    check(try LegacyImport.plan(contentsOf: bytes))
  } catch {
    _ = error.description
  }
  return 0
}

private func attempt(_ read: () throws(LegacyImportError) -> PropertyValue) {
  do {
    check(try read())
  } catch {
    _ = error.description
  }
}

private func check(_ value: PropertyValue) {
  _ = value.writtenForm()
  _ = value.wholeNumber
}

/// What every plan promises the Library that applies it.
private func check(_ plan: LegacyImportPlan) {
  precondition(
    plan.favorites == Array(Set(plan.favorites)).sorted(), "favorites not unique and sorted")
  for (surah, ayah) in plan.progress {
    let count = SurahSizes.ayahCount(ofSurah: surah)
    precondition(
      count != nil && (1...count!).contains(ayah), "progress \(surah):\(ayah) out of range")
  }
  for texts in plan.notes.values {
    precondition(!texts.isEmpty, "an ayah with an empty list of notes")
    for text in texts.map(\.words) {
      precondition(
        Array(text.unicodeScalars) == Array(text.nfc.unicodeScalars), "a note not in NFC")
      precondition(!text.allSatisfy(\.isWhitespace), "an empty note")
    }
  }
  precondition(plan.ignoredKeys == Array(Set(plan.ignoredKeys)).sorted(), "ignored keys not sorted")
  for item in plan.leftOut {
    precondition(
      item.item.count <= 40 + 2 + PlanBuilder.noteLimit, "a left-out item too long to report")
    precondition(item.reason.count <= 200, "a reason too long to report")
  }
}
