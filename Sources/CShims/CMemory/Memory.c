#include "Memory.h"
#include <malloc.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

int records_memory_keep_large_blocks_apart(size_t bytes) {
  int mapped = mallopt(M_MMAP_THRESHOLD, (int)bytes);
  int trimmed = mallopt(M_TRIM_THRESHOLD, (int)bytes);
  return mapped && trimmed;
}

int records_memory_give_back_free(void) { return malloc_trim(0); }

int records_thread_run_behind(void) {
  return setpriority(PRIO_PROCESS, (id_t)syscall(SYS_gettid), 10);
}
