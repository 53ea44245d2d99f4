// The parts of ncursesw the reader uses, with the wide-character API switched on and the
// function-like macros Swift cannot import wrapped as inline functions.
#ifndef CNCURSESW_SHIM_H
#define CNCURSESW_SHIM_H
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>

static inline WINDOW *cn_stdscr(void) { return stdscr; }
static inline int cn_lines(void) { return getmaxy(stdscr); }
static inline int cn_cols(void) { return getmaxx(stdscr); }
static inline attr_t cn_color_pair(short n) { return (attr_t)COLOR_PAIR(n); }
static inline attr_t cn_a_bold(void) { return A_BOLD; }
static inline attr_t cn_a_reverse(void) { return A_REVERSE; }
static inline attr_t cn_a_underline(void) { return A_UNDERLINE; }
static inline attr_t cn_a_dim(void) { return A_DIM; }
static inline attr_t cn_a_normal(void) { return A_NORMAL; }
static inline mmask_t cn_wheel_up(void) { return BUTTON4_PRESSED; }
#if defined(BUTTON5_PRESSED)
static inline mmask_t cn_wheel_down(void) { return BUTTON5_PRESSED; }
#else
static inline mmask_t cn_wheel_down(void) { return 0; }
#endif
static inline int cn_key_code_yes(void) { return KEY_CODE_YES; }
#endif
