// glibc's malloc settings for the record server, which Swift's Glibc module does
// not expose (malloc.h).
#ifndef RECORDS_MEMORY_H
#define RECORDS_MEMORY_H
#include <stddef.h>

/// Makes every allocation of at least `bytes` a mapping of its own, given back to the system
/// when freed, and gives free memory at the top of a heap back past `bytes` as well. Setting
/// them stops glibc from raising both after each large block freed (up to 32 MB): a server
/// that once read a large body would otherwise keep every later block under that size in its
/// heaps, and keep the heaps' free memory. Returns 0 when glibc refused a setting.
int records_memory_keep_large_blocks_apart(size_t bytes);

/// Gives the system back the free memory in every heap (malloc_trim): whole free pages in
/// their middle as well as at their top. Returns 1 when some memory was given back.
int records_memory_give_back_free(void);

/// Lowers the calling thread's scheduling priority (nice +10), for good: it then runs when
/// the threads answering requests leave a processor free. Returns 0 when it was lowered.
int records_thread_run_behind(void);
#endif
