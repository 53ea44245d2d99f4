import QuranCommands

Quran.main()
