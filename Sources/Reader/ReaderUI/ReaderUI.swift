/// ReaderUI owns the terminal reader: its screens, key map, text layout by display width and
/// the renderer over ncurses.
///
/// Screens draw into a `Canvas`, a grid of cells that tests read without a terminal; only
/// `Terminal` talks to ncurses. It uses QuranText for the scripture and Library for the
/// person's data, and nothing below it knows the screen exists.
public enum ReaderUI {}
