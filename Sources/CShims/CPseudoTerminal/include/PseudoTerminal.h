// The few POSIX calls the benchmark needs to run the reader in a pseudo-terminal, which
// Swift's Glibc module does not expose (they need _GNU_SOURCE).
#ifndef PSEUDO_TERMINAL_H
#define PSEUDO_TERMINAL_H
#include <stddef.h>

/// Opens a new pseudo-terminal of the given size; returns its master side (or -1) and
/// writes the path of its terminal side into `name`.
int pseudo_terminal_open(unsigned short rows, unsigned short columns, char *name, size_t length);

/// The spawn attribute flag that starts a child in a new session (for ChildProcess).
short pseudo_terminal_setsid_flag(void);
#endif
