#define _GNU_SOURCE
#include "LoaderPages.h"

#include <link.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>

struct table {
  uintptr_t start;
  size_t length;
};

// The first object dl_iterate_phdr names is the program itself.
static int find_relocations(struct dl_phdr_info *info, size_t size, void *data) {
  (void)size;
  struct table *table = data;
  for (int index = 0; index < info->dlpi_phnum; index++) {
    if (info->dlpi_phdr[index].p_type != PT_DYNAMIC) continue;
    const ElfW(Dyn) *entry = (const ElfW(Dyn) *)(info->dlpi_addr + info->dlpi_phdr[index].p_vaddr);
    for (; entry->d_tag != DT_NULL; entry++) {
      if (entry->d_tag == DT_RELA) table->start = entry->d_un.d_ptr;
      if (entry->d_tag == DT_RELASZ) table->length = entry->d_un.d_val;
    }
    // glibc has made the address absolute on this processor; add the base if it has not.
    if (table->start != 0 && table->start < info->dlpi_addr) table->start += info->dlpi_addr;
  }
  return 1;
}

void loader_pages_relocations(const void **start, size_t *length) {
  struct table table = {0, 0};
  dl_iterate_phdr(find_relocations, &table);
  if (table.start == 0 || table.length == 0) table = (struct table){0, 0};
  *start = (const void *)table.start;
  *length = table.length;
}

size_t loader_pages_release_relocations(void) {
  const void *start;
  size_t length;
  loader_pages_relocations(&start, &length);
  uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
  uintptr_t first = ((uintptr_t)start + page - 1) & ~(page - 1);
  uintptr_t last = ((uintptr_t)start + length) & ~(page - 1);
  if (start == NULL || last <= first) return 0;
  if (madvise((void *)first, last - first, MADV_DONTNEED) != 0) return 0;
  return last - first;
}
