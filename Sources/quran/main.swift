// Foundation is imported here so that a release build, which links it statically, names the
// libraries it needs (see Package.swift).
import CLoaderPages
import Foundation
import QuranCommands

// The relocation table was read before main and is never read again: its 2.1 MB are given
// back rather than kept resident in every reader (issue 47).
_ = loader_pages_release_relocations()
Quran.main()
