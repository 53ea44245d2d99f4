// Foundation is imported here so that a release build, which links it statically, names the
// libraries it needs (see Package.swift).
import Foundation
import QuranCommands

Quran.main()
