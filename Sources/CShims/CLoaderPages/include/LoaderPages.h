// The loader's pages of a program, which Swift's Glibc module does not reach (link.h).
#ifndef LOADER_PAGES_H
#define LOADER_PAGES_H
#include <stddef.h>

/// Gives back the pages of this program's relocation table (its .rela.dyn): the loader reads
/// it once, before main, and nothing reads it again, yet its pages stay mapped, resident in
/// the program for as long as it runs (megabytes, in `quran`). Whole pages inside the table
/// only, so the lazy binding's table beside it is untouched; a page read again later would
/// come back from the file. Returns how many bytes were given back (0 when none).
size_t loader_pages_release_relocations(void);

/// Where this program's relocation table is in memory (for tests): its first byte and its
/// length, both 0 when it has none.
void loader_pages_relocations(const void **start, size_t *length);
#endif
